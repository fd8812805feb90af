import { getStore, type Store } from '@netlify/blobs';
import { NotConfiguredError } from '../../lib/not-configured.ts';

/**
 * The ledger's Netlify Blobs store, strongly consistent so that a conditional write sees every
 * earlier one. Netlify's runtime gives its context (NETLIFY_BLOBS_CONTEXT); locally
 * scripts/lib/blobs.ts does. Without one, the functions that need places answer 503.
 */
export function ledgerStore(): Store {
  try {
    return getStore({ name: 'ledger', consistency: 'strong' });
  } catch (error) {
    if ((error as Error).name === 'MissingBlobsEnvironmentError') throw new NotConfiguredError('Netlify Blobs', 'NETLIFY_BLOBS_CONTEXT');
    throw error;
  }
}

import type { Config } from '@netlify/functions';
import { handleConfirmDeletion } from '../../src/server/erasure/confirm-deletion.ts';
import { handler } from '../../src/server/http.ts';

export default handler(['POST'], handleConfirmDeletion);

// Netlify reads this object statically at deploy time, so its values are literals. A person
// confirms once; a few retries after a fault fit, guessing tokens does not.
export const config: Config = {
  path: '/api/confirm-deletion',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { handleDeletionRequest } from '../../src/server/requests/deletion.ts';

export default handler(['POST'], handleDeletionRequest);

// Netlify reads this object statically at deploy time, so its values are literals.
export const config: Config = {
  path: '/api/delete-account',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

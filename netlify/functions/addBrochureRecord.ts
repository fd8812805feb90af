import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { handleBrochureRequest } from '../../src/server/requests/brochure.ts';

export default handler(['POST'], handleBrochureRequest);

// Netlify reads this object statically at deploy time, so its values are literals. Netlify's local
// emulation lower-cases a request path before matching it, so the lower-case spelling is listed too.
export const config: Config = {
  path: ['/api/addBrochureRecord', '/api/addbrochurerecord'],
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

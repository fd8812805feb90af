import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { handleContact } from '../../src/server/requests/contact.ts';

export default handler(['POST'], handleContact);

// Netlify reads this object statically at deploy time, so its values are literals.
export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { answerAvailability } from '../../src/server/departures/availability.ts';

export default handler(['GET'], answerAvailability);

// Netlify reads this object statically at deploy time, so its values are literals. One call per
// package page view, most answered by the CDN: 60 a minute leaves room for a shared network.
export const config: Config = {
  path: '/api/availability',
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { validateCoupon } from '../../src/server/payments/validate-coupon.ts';

export default handler(['POST'], validateCoupon);

// Netlify reads this object statically at deploy time, so its values are literals. A visitor
// tries a code or two; ten a minute keeps anyone from guessing codes, and Airtable's 5 requests
// a second for everyone else.
export const config: Config = {
  path: '/api/validate-coupon',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

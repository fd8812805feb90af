import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { processPayment } from '../../src/server/payments/process-payment.ts';

export default handler(['GET'], processPayment);

// Netlify reads this object statically at deploy time, so its values are literals. The success
// page asks once per load, and again on a reload; each call costs a Stripe request.
export const config: Config = {
  path: '/api/process-payment',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

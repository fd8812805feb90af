import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { startCheckout } from '../../src/server/payments/checkout.ts';

export default handler(['POST'], startCheckout);

// Netlify reads this object statically at deploy time, so its values are literals. A traveller
// opens a payment page a few times at most; each call costs Airtable and Stripe requests.
export const config: Config = {
  path: '/api/checkout',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

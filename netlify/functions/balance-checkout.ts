import type { Config } from '@netlify/functions';
import { balanceCheckout } from '../../src/server/balances/balance-checkout.ts';
import { handler } from '../../src/server/http.ts';

export default handler(['GET', 'POST'], balanceCheckout);

// Netlify reads this object statically at deploy time, so its values are literals.
export const config: Config = {
  path: '/api/balance-checkout',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

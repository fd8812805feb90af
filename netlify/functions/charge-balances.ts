import type { Config } from '@netlify/functions';
import { runChargeBalances } from '../../src/server/balances/charge-balances.ts';
import { handler } from '../../src/server/http.ts';

/** Daily (midnight UTC): charges the balances due, as many as fit in 25 s; the next run carries on. */
export default handler(['POST'], runChargeBalances);

// No rateLimit: Netlify runs a scheduled function on its schedule, and a run reads no input.
export const config: Config = { schedule: '@daily' };

import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { runCountCouponUses } from '../../src/server/payments/count-coupon-uses.ts';

/** Every 15 minutes: paid uses of promo codes that a fault kept out of Airtable are counted. */
export default handler(['POST'], runCountCouponUses);

// No rateLimit: Netlify runs a scheduled function on its schedule, and a run reads no input.
export const config: Config = { schedule: '*/15 * * * *' };

import { json } from '../http.ts';
import { countWaitingUses } from '../ledger/coupon-count.ts';
import { ledgerStore } from '../ledger/store.ts';

/** Netlify stops a scheduled function at 30 s: what is not reached by then is counted at the next run. */
const RUN_DEADLINE_MS = 25_000;

/**
 * The scheduled function, every 15 minutes; also run by hand: `POST /.netlify/functions/count-coupon-uses`.
 * Paid uses of promo codes that a fault kept out of Airtable's `uses` (Airtable down when the
 * booking was recorded) are counted now.
 */
export async function runCountCouponUses(): Promise<Response> {
  return json(await countWaitingUses(ledgerStore(), Date.now() + RUN_DEADLINE_MS));
}

import type { Store } from '@netlify/blobs';
import type { PaidBooking } from '../../schema/payment.ts';
import { closeAttempt } from './attempts.ts';
import { compareAndSwap } from './compare-and-swap.ts';
import { couponLedgerSchema, payUse } from './coupon-ledger.ts';
import { departureLedgerSchema, sellPlaces } from './departure-ledger.ts';
import { couponKey, departureKey } from './keys.ts';

/** A departure with more places sold than it has: a payment came after its hold had lapsed. */
export interface Overbooking {
  seats: number;
  sold: number;
}

/**
 * A paid session in the ledger, whichever report comes first (the webhook or the success page) and
 * however often: its places sold, its code's use on its way to Airtable, its attempt over (a repeat
 * of it is a new purchase). Answers the departure's overbooking, if the sale made one.
 */
export async function settlePayment(store: Store, booking: PaidBooking, seats: number | undefined, deadline: number): Promise<Overbooking | undefined> {
  const { departureId, couponId, holdId, sessionId, quantity } = booking;
  const now = Date.now();
  const [sold] = await Promise.all([
    departureId ? compareAndSwap(store, departureKey(departureId), departureLedgerSchema, (current) => sellPlaces(current, { holdId, sessionId, quantity }, now), deadline) : undefined,
    couponId ? compareAndSwap(store, couponKey(couponId), couponLedgerSchema, (current) => payUse(current, holdId, sessionId, now), deadline) : undefined,
    holdId ? closeAttempt(store, holdId, deadline) : undefined,
  ]);
  return sold !== undefined && seats !== undefined && sold > seats ? { seats, sold } : undefined;
}

import type { AirtableClient } from '../../airtable/client.ts';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { markBookingFollowedUp, storeBooking, type StoredBooking } from '../../airtable/records/bookings.ts';
import type { PaidBooking } from '../../schema/payment.ts';
import { publishedCatalog } from '../catalog.ts';
import { bookingConfirmation } from '../emails/booking-confirmation.ts';
import { bookingNotice } from '../emails/booking-notice.ts';
import { operator } from '../env.ts';
import { countCouponUse } from '../ledger/coupon-count.ts';
import type { Overbooking } from '../ledger/settlement.ts';
import { ledgerStore } from '../ledger/store.ts';
import { sendRowEmails } from '../mail/outbox.ts';

/**
 * How long a booking row may wait for its follow-up before a later report takes it over: longer
 * than a function may run (Netlify stops a synchronous function at 60 s), so by then the report
 * that stored the row has finished or died, e.g. when Airtable stored the row but its answer was lost.
 */
export const FOLLOW_UP_LEASE_MS = 120_000;

/** How long a report waits for the coupon's use to be counted before telling the operator it is still on its way. */
const COUNT_WAIT_MS = 8_000;

/** The paid use of the booking's code, counted into Airtable; false when that must wait for a later count. */
async function countedUse(booking: PaidBooking): Promise<boolean> {
  if (!booking.couponId) return true;
  const use = { couponId: booking.couponId, sessionId: booking.sessionId, holdId: booking.holdId };
  return countCouponUse(ledgerStore(), use, Date.now() + COUNT_WAIT_MS).catch((error: unknown) => {
    console.error(error);
    return false;
  });
}

/** What follows a stored row: the coupon use, both emails, then the row's emailStatus, which marks it done. */
async function followUp(base: AirtableClient, stored: StoredBooking, booking: PaidBooking, overbooked: Overbooking | undefined): Promise<void> {
  const couponCounted = await countedUse(booking);
  const to = operator();
  const pkg = (await publishedCatalog().catch(() => undefined))?.packages.find((candidate) => candidate.id === booking.packageId);
  // Each once, by the row's message ids: the hourly retry-emails sends what did not go out.
  const { allSent } = await sendRowEmails('bookings', stored.id, {
    confirmation: bookingConfirmation(booking, pkg, to),
    'operator-notice': bookingNotice(booking, pkg, to, { couponCounted, overbooked }),
  });
  await markBookingFollowedUp(base, stored, allSent ? 'sent' : 'failed');
}

/** This report recorded the booking; another had already; another is at it (or died less than a lease ago). */
export type Fulfilment = 'recorded' | 'already recorded' | 'in progress';

/**
 * Records a paid booking once per checkout session, however many times and however concurrently
 * the webhook and the success page report it. Airtable's upsert on the session id decides
 * atomically which report stored the row; that one follows up. A row still without emailStatus a
 * lease after it was stored lost its follow-up, and the next report does it. The follow-up happens
 * twice only if a report dies between the emails and writing emailStatus, or two reports come at
 * the same instant after a lease (Airtable has no compare-and-set): a repeated email beats none.
 */
export async function fulfilBooking(booking: PaidBooking, options: { now?: number; overbooked?: Overbooking | undefined } = {}): Promise<Fulfilment> {
  const base = airtableForVisitor();
  const stored = await storeBooking(base, booking);
  if (stored.followedUp) return 'already recorded';
  if (!stored.created && (options.now ?? Date.now()) - Date.parse(stored.createdTime) < FOLLOW_UP_LEASE_MS) return 'in progress';
  await followUp(base, stored, booking, options.overbooked);
  return 'recorded';
}

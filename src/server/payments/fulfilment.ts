import { formulaString, type AirtableClient, type AirtableRecord } from '../../airtable/client.ts';
import { tableName } from '../../airtable/tables.ts';
import { number } from '../../domain/content/fields.ts';
import { airtable } from '../airtable.ts';
import { publishedCatalog } from '../catalog.ts';
import { mailAddresses } from '../env.ts';
import { sendEmail, type Email } from '../mail.ts';
import { customerConfirmation, operatorNotice } from './booking-emails.ts';
import type { PaidBooking } from './paid-booking.ts';

/** The `bookings` row of the content contract, without what only the follow-up writes. */
function bookingFields(booking: PaidBooking) {
  return {
    checkoutSessionId: booking.sessionId,
    packageId: booking.packageId,
    packageName: booking.packageName,
    versionId: booking.versionId,
    steps: booking.stepIds.join(', '),
    quantity: booking.quantity,
    currency: booking.currency,
    total: booking.total,
    deposit: booking.depositMinor / 100,
    couponCode: booking.couponCode ?? '',
    discountPercent: booking.discountPercent,
    customerEmail: booking.customerEmail ?? '',
    language: booking.language,
    status: 'deposit paid',
  };
}

type BookingRow = ReturnType<typeof bookingFields> & { createdAt?: string; emailStatus?: string };

/**
 * How long a booking row may wait for its follow-up before a later report takes it over: longer
 * than a function may run (Netlify stops a synchronous function at 60 s), so by then the report
 * that stored the row has finished or died, e.g. when Airtable stored the row but its answer was lost.
 */
export const FOLLOW_UP_LEASE_MS = 120_000;

/**
 * Read-modify-write: Airtable has no atomic increment, so two bookings with the same code followed
 * up at the same instant can count one use instead of two (and checkout can sell past max_uses
 * the same way). Rare for a small operator; the operator's notice says when counting failed.
 */
async function countCouponUse(base: AirtableClient, couponId: string): Promise<void> {
  const table = tableName('coupons');
  const coupon = await base.findFirst(table, `RECORD_ID() = ${formulaString(couponId)}`);
  if (!coupon) throw new Error(`Coupon ${couponId} of a paid booking no longer exists`);
  await base.updateRecord(table, coupon.id, { uses: (number(coupon.fields, 'uses') ?? 0) + 1 });
}

/** Sends every email; "sent" only when all went out. */
async function sendAll(emails: Email[]): Promise<'sent' | 'failed'> {
  const results = await Promise.allSettled(emails.map((email) => sendEmail(email)));
  for (const result of results) if (result.status === 'rejected') console.error(result.reason);
  return results.every((result) => result.status === 'fulfilled') ? 'sent' : 'failed';
}

/** What follows a stored row: the coupon use, both emails, then the row's emailStatus, which marks it done. */
async function followUp(base: AirtableClient, row: AirtableRecord<BookingRow>, booking: PaidBooking): Promise<void> {
  const couponCounted =
    !booking.couponId ||
    (await countCouponUse(base, booking.couponId).then(
      () => true,
      (error: unknown) => {
        console.error(error);
        return false;
      },
    ));
  const operator = mailAddresses().operator;
  const pkg = (await publishedCatalog().catch(() => undefined))?.packages.find((candidate) => candidate.id === booking.packageId);
  const customer = customerConfirmation(booking, pkg, operator);
  const emailStatus = await sendAll([...(customer ? [customer] : []), operatorNotice(booking, pkg, operator, couponCounted)]);
  await base.updateRecord<BookingRow>(tableName('bookings'), row.id, { createdAt: row.createdTime, emailStatus: customer ? emailStatus : 'failed' });
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
export async function fulfilBooking(booking: PaidBooking, now = Date.now()): Promise<Fulfilment> {
  const base = airtable();
  const { record, created } = await base.upsertRecord<BookingRow>(tableName('bookings'), bookingFields(booking), ['checkoutSessionId']);
  if (record.fields.emailStatus) return 'already recorded';
  if (!created && now - Date.parse(record.createdTime) < FOLLOW_UP_LEASE_MS) return 'in progress';
  await followUp(base, record, booking);
  return 'recorded';
}

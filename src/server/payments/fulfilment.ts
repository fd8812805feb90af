import type { AirtableClient } from '../../airtable/client.ts';
import { formulaString } from '../../airtable/client.ts';
import { tableName } from '../../airtable/tables.ts';
import { number } from '../../domain/content/fields.ts';
import { airtable } from '../airtable.ts';
import { publishedCatalog } from '../catalog.ts';
import { mailAddresses } from '../env.ts';
import { sendEmail, type Email } from '../mail.ts';
import { customerConfirmation, operatorNotice } from './booking-emails.ts';
import type { PaidBooking } from './paid-booking.ts';

/** The `bookings` row of the content contract, without what only the first report writes. */
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

/**
 * Records a paid booking exactly once per checkout session, however many times and however
 * concurrently the webhook and the success page report it. Airtable's upsert on the session id
 * decides atomically which report created the row; only that one counts the coupon use and sends
 * the emails. Answers whether this call was the one.
 */
export async function fulfilBooking(booking: PaidBooking): Promise<boolean> {
  const base = airtable();
  const bookings = tableName('bookings');
  const createdAt = new Date().toISOString();
  const { record, created } = await base.upsertRecord(bookings, bookingFields(booking), ['checkoutSessionId']);
  if (!created) return false;

  const operator = mailAddresses().operator;
  const pkg = (await publishedCatalog().catch(() => undefined))?.packages.find((candidate) => candidate.id === booking.packageId);
  const customer = customerConfirmation(booking, pkg, operator);
  const [, emailStatus] = await Promise.all([
    booking.couponId ? countCouponUse(base, booking.couponId).catch((error: unknown) => console.error(error)) : undefined,
    sendAll([...(customer ? [customer] : []), operatorNotice(booking, pkg, operator)]),
  ]);
  await base.updateRecord(bookings, record.id, { createdAt, emailStatus: customer ? emailStatus : 'failed' });
  return true;
}

import { fromMinor } from '../../domain/currency.ts';
import type { PaidBooking } from '../../schema/payment.ts';
import type { AirtableClient } from '../client.ts';
import { text } from '../fields.ts';
import { tableName } from '../tables.ts';

/** The `bookings` row of the content contract, without what only the follow-up writes. */
function bookingRow(booking: PaidBooking) {
  return {
    checkoutSessionId: booking.sessionId,
    packageId: booking.packageId,
    packageName: booking.packageName,
    versionId: booking.versionId,
    steps: booking.stepIds.join(', '),
    quantity: booking.quantity,
    currency: booking.currency,
    total: booking.total,
    deposit: fromMinor(booking.paidNowMinor),
    couponCode: booking.couponCode ?? '',
    discountPercent: booking.discountPercent,
    customerEmail: booking.customerEmail ?? '',
    language: booking.language,
    status: booking.payment === 'full' ? 'paid in full' : 'deposit paid',
    ...(booking.departureId && {
      departureId: booking.departureId,
      startDate: booking.startDate ?? '',
      balance: booking.balance,
      ...(booking.balanceDueDate && { balanceDueDate: booking.balanceDueDate }),
      balanceStatus: booking.balance > 0 ? 'scheduled' : 'none',
      // The balance job charges this card of this customer.
      ...(booking.stripeCustomerId && { stripeCustomerId: booking.stripeCustomerId }),
      ...(booking.stripePaymentMethodId && { stripePaymentMethodId: booking.stripePaymentMethodId }),
    }),
  };
}

type BookingRow = ReturnType<typeof bookingRow> & { createdAt?: string; emailStatus?: string };

export interface StoredBooking {
  id: string;
  /** When the row was first stored (ISO 8601). */
  createdTime: string;
  /** This call stored it; otherwise an earlier one had. */
  created: boolean;
  /** Its follow-up (coupon use, emails) is over: the row has an emailStatus. */
  followedUp: boolean;
}

/**
 * Stores a paid booking once per checkout session: Airtable's upsert on the session id decides
 * atomically which of concurrent reports stored it.
 */
export async function storeBooking(base: AirtableClient, booking: PaidBooking): Promise<StoredBooking> {
  const { record, created } = await base.upsertRecord<BookingRow>(tableName('bookings'), bookingRow(booking), ['checkoutSessionId']);
  return { id: record.id, createdTime: record.createdTime, created, followedUp: Boolean(record.fields.emailStatus) };
}

/** Marks the follow-up over, with whether every email went out. */
export async function markBookingFollowedUp(base: AirtableClient, booking: StoredBooking, emailStatus: 'sent' | 'failed'): Promise<void> {
  await base.updateRecord<BookingRow>(tableName('bookings'), booking.id, { createdAt: booking.createdTime, emailStatus });
}

/** A booking the operator cancelled: the session that paid it, and its departure. */
export interface CancelledBooking {
  sessionId: string;
  departureId: string;
}

/**
 * Bookings whose `status` the operator set to "cancelled", on departures still to start (after
 * today, as Airtable's formulas read the day: in UTC). Earlier ones no longer matter to places.
 */
export async function cancelledBookings(base: AirtableClient): Promise<CancelledBooking[]> {
  const records = await base.listRecords(tableName('bookings'), {
    filterByFormula: `AND(LOWER(TRIM({status})) = 'cancelled', {departureId} != '', {checkoutSessionId} != '', IS_AFTER({startDate}, TODAY()))`,
  });
  return records.flatMap(({ fields }) => {
    const sessionId = text(fields, 'checkoutSessionId');
    const departureId = text(fields, 'departureId');
    return sessionId && departureId ? [{ sessionId, departureId }] : [];
  });
}

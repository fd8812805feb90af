import { fromMinor } from '../../domain/currency.ts';
import type { PaidBooking } from '../../schema/payment.ts';
import type { AirtableClient } from '../client.ts';
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

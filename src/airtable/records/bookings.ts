import { fromMinor, isCurrency, toMinor } from '../../domain/currency.ts';
import { toLang } from '../../domain/languages.ts';
import type { PaidBooking } from '../../schema/payment.ts';
import type { AirtableClient } from '../client.ts';
import { day, number, text, type RawRecord } from '../fields.ts';
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
export async function markBookingFollowedUp(base: AirtableClient, booking: Pick<StoredBooking, 'id' | 'createdTime'>, emailStatus: 'sent' | 'failed'): Promise<void> {
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

/** What customerEmail holds once the customer's data was erased. */
const ERASED = 'erased';

/**
 * A `bookings` row read back as the paid booking it records, departure fields included when the
 * row has them, so that its emails can be written again from the row alone. What only Stripe's
 * metadata carried (the version's name, the coupon's record id) is left empty. Undefined for a row
 * that does not hold a booking (an operator's edit left out a field the emails need).
 */
export function paidBookingFromRow(record: RawRecord): PaidBooking | undefined {
  const { fields } = record;
  const [sessionId, packageId, packageName, versionId] = ['checkoutSessionId', 'packageId', 'packageName', 'versionId'].map((key) => text(fields, key));
  const [quantity, total, deposit] = ['quantity', 'total', 'deposit'].map((key) => number(fields, key));
  const currency = text(fields, 'currency');
  if (!sessionId || !packageId || !packageName || !versionId || !quantity || total === undefined || deposit === undefined || !isCurrency(currency)) return undefined;
  const customerEmail = text(fields, 'customerEmail');
  const paidNowMinor = toMinor(deposit);
  return {
    sessionId,
    packageId,
    packageName,
    versionId,
    versionName: '',
    stepIds: (text(fields, 'steps') ?? '').split(',').map((id) => id.trim()).filter(Boolean),
    quantity,
    currency,
    total,
    payment: text(fields, 'status') === 'paid in full' ? 'full' : 'deposit',
    paidNowMinor,
    // A booking without a departure stores no balance: what remains is the total less what was paid.
    balance: number(fields, 'balance') ?? Math.max(0, total - fromMinor(paidNowMinor)),
    departureId: text(fields, 'departureId'),
    startDate: day(fields, 'startDate'),
    balanceDueDate: day(fields, 'balanceDueDate'),
    couponCode: text(fields, 'couponCode'),
    discountPercent: number(fields, 'discountPercent') ?? 0,
    language: toLang(text(fields, 'language')),
    customerEmail: customerEmail === ERASED ? undefined : customerEmail,
  };
}

/** A booking row whose emails may still have to go out. */
export interface BookingToMail {
  record: RawRecord;
  /** When the row was stored (epoch ms): an empty emailStatus counts only once the follow-up's lease is over. */
  storedAt: number;
  emailStatus: 'failed' | undefined;
}

/**
 * Bookings whose follow-up did not send every email (emailStatus `failed`) or has not ended
 * (no emailStatus), oldest first; a cancelled booking is never written to again.
 */
export async function bookingsToMail(base: AirtableClient): Promise<BookingToMail[]> {
  const records = await base.listRecords(tableName('bookings'), {
    filterByFormula: "AND(OR({emailStatus} = 'failed', {emailStatus} = ''), {status} != 'cancelled')",
  });
  return records
    .map((record) => ({
      record,
      storedAt: Date.parse(text(record.fields, 'createdAt') ?? record.createdTime),
      emailStatus: text(record.fields, 'emailStatus') === 'failed' ? ('failed' as const) : undefined,
    }))
    .sort((a, b) => a.storedAt - b.storedAt);
}

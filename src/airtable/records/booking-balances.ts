import { addDays } from '../../domain/dates.ts';
import type { BalanceStatus, BookingBalance } from '../../schema/balance.ts';
import { formulaString, type AirtableClient } from '../client.ts';
import { day, number, text, type RawRecord } from '../fields.ts';
import { tableName } from '../tables.ts';

/** A `bookings` row's balance as read, each field as the operator left it: the server parses it with its schema. */
export type BookingBalanceDraft = { readonly [K in keyof BookingBalance]: unknown };

export function bookingBalanceDraft(record: RawRecord): BookingBalanceDraft {
  const { fields } = record;
  const email = text(fields, 'customerEmail');
  return {
    recordId: record.id,
    createdTime: record.createdTime ?? '',
    sessionId: text(fields, 'checkoutSessionId'),
    packageId: text(fields, 'packageId') ?? '',
    packageName: text(fields, 'packageName'),
    versionId: text(fields, 'versionId') ?? '',
    quantity: number(fields, 'quantity'),
    currency: text(fields, 'currency'),
    balance: number(fields, 'balance') ?? 0,
    startDate: day(fields, 'startDate'),
    balanceDueDate: day(fields, 'balanceDueDate'),
    balanceStatus: text(fields, 'balanceStatus') ?? 'none',
    cancelled: text(fields, 'status')?.toLowerCase() === 'cancelled',
    // Erasure writes "erased" here: no address.
    customerEmail: email?.includes('@') ? email : undefined,
    language: text(fields, 'language'),
    stripeCustomerId: text(fields, 'stripeCustomerId'),
    stripePaymentMethodId: text(fields, 'stripePaymentMethodId'),
  };
}

/**
 * The rows whose balance the job may charge by `today` (the operator's day): `scheduled`, not
 * cancelled, due by today. Airtable's filter is a day wider than asked, since how it reads a date
 * field against a text day depends on the base's time zone settings: the caller checks the exact day.
 */
export async function listScheduledBalances(base: AirtableClient, today: string): Promise<BookingBalanceDraft[]> {
  const formula = `AND({balanceStatus} = 'scheduled', {status} != 'cancelled', IS_BEFORE({balanceDueDate}, ${formulaString(addDays(today, 2))}))`;
  return (await base.listRecords(tableName('bookings'), { filterByFormula: formula })).map(bookingBalanceDraft);
}

/** The booking row of a checkout session, if any. */
export async function findBookingBalance(base: AirtableClient, sessionId: string): Promise<BookingBalanceDraft | undefined> {
  const record = await base.findFirst(tableName('bookings'), `{checkoutSessionId} = ${formulaString(sessionId)}`);
  return record && bookingBalanceDraft(record);
}

export async function setBalanceStatus(base: AirtableClient, recordId: string, balanceStatus: BalanceStatus): Promise<void> {
  await base.updateRecord(tableName('bookings'), recordId, { balanceStatus });
}

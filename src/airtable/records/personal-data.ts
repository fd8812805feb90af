import { ERASED_EMAIL, normalizeAddress, type BookingBalance } from '../../domain/erasure.ts';
import { formulaString, type AirtableClient } from '../client.ts';
import { text } from '../fields.ts';
import { tableName, type TableKey } from '../tables.ts';

/**
 * Where the operator's base holds a visitor's address, found by the address alone, compared
 * without regard to case and never by part: `ann@example.com` finds nothing of `joann@example.com`.
 */
const REQUEST_TABLES = ['contactMessages', 'brochureRequests', 'deletionRequests'] as const satisfies readonly TableKey[];
export type RequestTableOfEmail = (typeof REQUEST_TABLES)[number];

const sameEmail = (field: string, email: string) => `LOWER(TRIM({${field}})) = ${formulaString(normalizeAddress(email))}`;

/** The record ids of the address's rows in each request table, leaving out `keep` (the request being carried out). */
export async function requestRowsOf(base: AirtableClient, email: string, keep: string): Promise<Record<RequestTableOfEmail, string[]>> {
  const found = await Promise.all(
    REQUEST_TABLES.map(async (table) => {
      const records = await base.listRecords(tableName(table), { filterByFormula: sameEmail('email', email) });
      return [table, records.map((record) => record.id).filter((id) => id !== keep)] as const;
    }),
  );
  return Object.fromEntries(found) as Record<RequestTableOfEmail, string[]>;
}

export async function deleteRequestRows(base: AirtableClient, table: RequestTableOfEmail, ids: readonly string[]): Promise<void> {
  await base.deleteRecords(tableName(table), ids);
}

/** A booking of the address, as erasure reads it. */
export interface BookingOfEmail extends BookingBalance {
  id: string;
  checkoutSessionId: string | undefined;
  stripeCustomerId: string | undefined;
  balanceDueDate: string | undefined;
}

export async function bookingsOf(base: AirtableClient, email: string): Promise<BookingOfEmail[]> {
  const records = await base.listRecords(tableName('bookings'), { filterByFormula: sameEmail('customerEmail', email) });
  return records.map(({ id, fields }) => ({
    id,
    checkoutSessionId: text(fields, 'checkoutSessionId'),
    status: text(fields, 'status'),
    balanceStatus: text(fields, 'balanceStatus'),
    stripeCustomerId: text(fields, 'stripeCustomerId'),
    balanceDueDate: text(fields, 'balanceDueDate'),
  }));
}

/** The booking stays, as accounting law requires; only whose it was goes. */
export async function anonymiseBooking(base: AirtableClient, id: string): Promise<void> {
  await base.updateRecord(tableName('bookings'), id, { customerEmail: ERASED_EMAIL });
}

import { ERASED_EMAIL } from '../../domain/erasure.ts';
import { formulaString, type AirtableClient } from '../client.ts';
import { text } from '../fields.ts';
import { tableName } from '../tables.ts';

/**
 * The rows past their retention period (src/config/privacy.ts), by the day they came (ISO
 * 8601 cut-offs). Airtable compares the dates, so only what is due is listed.
 */
const before = (field: string, cutoff: string) => `IS_BEFORE({${field}}, ${formulaString(cutoff)})`;

async function ids(base: AirtableClient, table: Parameters<typeof tableName>[0], formula: string): Promise<string[]> {
  return (await base.listRecords(tableName(table), { filterByFormula: formula })).map((record) => record.id);
}

export function contactMessagesBefore(base: AirtableClient, cutoff: string): Promise<string[]> {
  return ids(base, 'contactMessages', before('createdAt', cutoff));
}

export function brochureRequestsBefore(base: AirtableClient, cutoff: string): Promise<string[]> {
  return ids(base, 'brochureRequests', before('createdAt', cutoff));
}

/**
 * Completed requests whose record of the erasure is no longer needed, and requests never confirmed
 * whose link is long dead. Two queries: a date function given an empty date makes Airtable's whole
 * formula an error, even inside OR.
 */
export async function deletionRequestsBefore(base: AirtableClient, cutoffs: { completed: string; unconfirmed: string }): Promise<string[]> {
  const [completed, unconfirmed] = await Promise.all([
    ids(base, 'deletionRequests', `AND({status} = 'completed', ${before('completedAt', cutoffs.completed)})`),
    ids(base, 'deletionRequests', `AND({status} = 'received', ${before('createdAt', cutoffs.unconfirmed)})`),
  ]);
  return [...completed, ...unconfirmed];
}

/** Bookings older than the accounting period that still name their customer. */
export async function bookingsToAnonymiseBefore(base: AirtableClient, cutoff: string): Promise<{ id: string; stripeCustomerId: string | undefined }[]> {
  const records = await base.listRecords(tableName('bookings'), {
    filterByFormula: `AND(IS_BEFORE(CREATED_TIME(), ${formulaString(cutoff)}), {customerEmail} != '', {customerEmail} != ${formulaString(ERASED_EMAIL)})`,
  });
  return records.map((record) => ({ id: record.id, stripeCustomerId: text(record.fields, 'stripeCustomerId') }));
}

import { AirtableError } from '../../airtable/client.ts';
import { tableName, type TableKey } from '../../airtable/tables.ts';
import { airtable } from '../airtable.ts';
import { HttpError } from '../http.ts';
import { sendEmail, type Email } from '../mail.ts';

/** When each step must be over, in ms after the request was checked. */
export interface TimeBudget {
  /** The row is stored, 429 back-offs included, or the answer is a 503. */
  stored: number;
  /** Every email is accepted by Postmark, retries included, or the row stays "failed". */
  mailed: number;
  /** The row is marked "sent". */
  marked: number;
}

/**
 * A visitor is waiting, and Netlify ends a synchronous function at 60 s: a request is answered
 * within half a minute, whatever Airtable and Postmark do.
 */
export const TIME_BUDGET_MS: TimeBudget = { stored: 12_000, mailed: 22_000, marked: 27_000 };

export interface StoredRow {
  id: string;
  createdAt: string;
}

/**
 * Stores a visitor's request as a row first, then sends the emails about it. A row that cannot
 * be stored is a 503 and nothing is sent or claimed; an email that cannot be sent loses nothing
 * (the row is the record) and leaves the row's emailStatus at "failed" for the operator to see.
 * Answers whether every email went out.
 */
export async function storeThenMail(
  table: TableKey,
  fields: Readonly<Record<string, string>>,
  emailsFor: (row: StoredRow) => Email[],
  budget: TimeBudget = TIME_BUDGET_MS,
): Promise<{ emailSent: boolean }> {
  const started = Date.now();
  const name = tableName(table);
  const createdAt = new Date().toISOString();
  let id: string;
  try {
    // The row says "failed" until every email is confirmed sent, so a crash in between never
    // hides a notice that did not go out.
    ({ id } = await airtable({ deadline: started + budget.stored }).createRecord(name, { ...fields, createdAt, emailStatus: 'failed' }));
  } catch (error) {
    if (!(error instanceof AirtableError)) throw error;
    console.error(error);
    throw new HttpError(503, 'not_stored', 'Your request could not be saved just now. Please try again in a moment.');
  }

  const results = await Promise.allSettled(emailsFor({ id, createdAt }).map((email) => sendEmail(email, started + budget.mailed)));
  const failures = results.filter((result) => result.status === 'rejected');
  for (const failure of failures) console.error(`An email about ${name} ${id} did not go out:`, failure.reason);
  if (failures.length > 0) return { emailSent: false };

  try {
    await airtable({ deadline: started + budget.marked }).updateRecord(name, id, { emailStatus: 'sent' });
  } catch (error) {
    console.error(`The emails about ${name} ${id} went out, but the row could not be marked "sent":`, error);
  }
  return { emailSent: true };
}

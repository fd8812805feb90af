import { AirtableError } from '../../airtable/client.ts';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { markRequestEmailed, storeRequest, type RequestTable, type StoredRequest } from '../../airtable/records/visitor-requests.ts';
import { HttpError } from '../http.ts';
import { sendRowEmails } from '../mail/outbox.ts';
import type { RowEmails } from '../mail/row-emails.ts';

/** When each step must be over, in ms after the request was checked. */
export interface TimeBudget {
  /** The row is stored, 429 back-offs included, or the answer is a 503. */
  stored: number;
  /** Every email is accepted by Postmark and marked sent, retries included, or the row stays "failed". */
  mailed: number;
  /** The row is marked "sent". */
  marked: number;
}

/**
 * A visitor is waiting, and Netlify ends a synchronous function at 60 s: a request is answered
 * within half a minute, whatever Airtable and Postmark do.
 */
export const TIME_BUDGET_MS: TimeBudget = { stored: 12_000, mailed: 22_000, marked: 27_000 };

/**
 * Stores a visitor's request as a row first, then sends the emails about it, each once
 * (src/server/mail/outbox.ts). A row that cannot be stored is a 503 and nothing is sent or
 * claimed; an email that cannot be sent loses nothing (the row is the record): the row's
 * emailStatus stays "failed", and the hourly retry-emails sends it from the row.
 * Answers whether every email went out.
 */
export async function storeThenMail<T extends RequestTable>(
  table: T,
  fields: Readonly<Record<string, string>>,
  emailsFor: (row: StoredRequest) => RowEmails<T>,
  budget: TimeBudget = TIME_BUDGET_MS,
): Promise<{ emailSent: boolean }> {
  const started = Date.now();
  let row: StoredRequest;
  try {
    row = await storeRequest(airtableForVisitor(started + budget.stored), table, fields);
  } catch (error) {
    if (!(error instanceof AirtableError)) throw error;
    console.error(error);
    throw new HttpError(503, 'not_stored', 'Your request could not be saved just now. Please try again in a moment.');
  }

  const { allSent } = await sendRowEmails(table, row.id, emailsFor(row), started + budget.mailed);
  if (!allSent) return { emailSent: false };

  try {
    await markRequestEmailed(airtableForVisitor(started + budget.marked), table, row.id);
  } catch (error) {
    console.error(`The emails about ${table} ${row.id} went out, but the row could not be marked "sent":`, error);
  }
  return { emailSent: true };
}

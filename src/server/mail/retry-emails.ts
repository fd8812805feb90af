import type { AirtableClient } from '../../airtable/client.ts';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { json } from '../http.ts';
import { sendRowEmails } from './outbox.ts';
import { messageId } from './row-emails.ts';
import { rebuildContext } from './rebuild-context.ts';
import { rowsToMail, type RebuildContext } from './rows-to-mail.ts';

/** Netlify stops a scheduled function at 30 s: a run ends its work by then, and the next run carries on. */
export const RUN_BUDGET_MS = 25_000;
/** No row is started with less time left than one row's emails may take (a Postmark try of 10 s, and the row's mark). */
const ROW_MARGIN_MS = 12_000;

export interface RetryOutcome {
  /** Rows whose emails were looked at. */
  rows: number;
  /** The messages this run sent. */
  sent: string[];
  /** Rows whose emails have all gone out now. */
  completed: number;
  /** Rows left for the next run, for want of time. */
  postponed: number;
}

/**
 * Sends again what did not go out: every row of the four tables with an email not sent
 * (src/server/mail/rows-to-mail.ts), its emails written again from the row, each sent once and
 * only when due (src/server/mail/outbox.ts); a row whose emails have all gone out is marked `sent`.
 */
export async function retryEmails(options: { base: AirtableClient; context: RebuildContext; now: number; deadline: number }): Promise<RetryOutcome> {
  const { base, now, deadline } = options;
  const rows = await rowsToMail(base, options.context, now);
  const outcome: RetryOutcome = { rows: 0, sent: [], completed: 0, postponed: 0 };
  for (const row of rows) {
    if (Date.now() > deadline - ROW_MARGIN_MS) {
      outcome.postponed++;
      continue;
    }
    outcome.rows++;
    const { deliveries, allSent } = await sendRowEmails(row.table, row.recordId, row.emails, deadline, now);
    for (const [kind, delivery] of Object.entries(deliveries)) if (delivery === 'sent') outcome.sent.push(messageId(row.table, row.recordId, kind));
    try {
      await row.mark(base, allSent);
      if (allSent) outcome.completed++;
    } catch (error) {
      console.error(`retry-emails: ${row.table} ${row.recordId} could not be marked; the next run does it.`, error);
    }
  }
  return outcome;
}

/** The scheduled function, hourly; also run by hand: `POST /.netlify/functions/retry-emails`. */
export async function runRetryEmails(): Promise<Response> {
  const now = Date.now();
  const deadline = now + RUN_BUDGET_MS;
  return json(await retryEmails({ base: airtableForVisitor(deadline), context: await rebuildContext(), now, deadline }));
}

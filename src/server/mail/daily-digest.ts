import { createHash } from 'node:crypto';
import type { AirtableClient } from '../../airtable/client.ts';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { tableName } from '../../airtable/tables.ts';
import { operatorTimeZone } from '../../config/company.ts';
import { dayIn } from '../../domain/dates.ts';
import { emailDigest, type FailedEmail } from '../emails/email-digest.ts';
import { json } from '../http.ts';
import { messageMarker, sendOnce, type Delivery } from './outbox.ts';
import { rebuildContext } from './rebuild-context.ts';
import { forgetIdleRecipients } from './recipient-throttle.ts';
import { RUN_BUDGET_MS } from './retry-emails.ts';
import { emailOfKind, isToOperator, LATER_EMAIL_KINDS, messageId, ROW_EMAIL_KINDS } from './row-emails.ts';
import { rowsToMail, type RebuildContext, type RowToMail } from './rows-to-mail.ts';

export interface DigestOutcome {
  /** The emails the digest names; none, and nothing is sent, when every email went out. */
  failing: number;
  delivery: Delivery | 'nothing to report';
}

/** The emails of a row that have not gone out, with what their markers say; one it gets later, once tried. */
async function failuresOf(row: RowToMail, deadline: number): Promise<FailedEmail[]> {
  const kinds = [...ROW_EMAIL_KINDS[row.table].map((kind) => ({ kind, later: false })), ...LATER_EMAIL_KINDS[row.table].map((kind) => ({ kind, later: true }))];
  const failures = await Promise.all(
    kinds.map(async ({ kind, later }) => {
      const marker = await messageMarker(messageId(row.table, row.recordId, kind), deadline);
      if (marker?.state === 'sent' || (later && !marker)) return [];
      // An email that cannot be written from its row is not tried again, whatever its marker says.
      const next = !emailOfKind(row.emails, kind) ? 'not rebuilt' : marker?.state === 'failed' ? (marker.nextAttemptAt ?? 'given up') : 'not tried';
      const failure: FailedEmail = {
        table: row.table,
        tableName: tableName(row.table),
        recordId: row.recordId,
        kind,
        to: isToOperator(kind) ? undefined : row.visitor || undefined,
        since: marker?.state === 'failed' ? marker.firstFailedAt : Date.parse(row.storedAt),
        attempts: marker?.attempts ?? 0,
        next,
      };
      return [failure];
    }),
  );
  return failures.flat();
}

/**
 * One email to the operator naming every email of the site that has not gone out, or none when
 * all did. Its message id holds the day and what it lists, so a run repeated the same day sends
 * it again only if the list changed.
 */
export async function sendDailyDigest(options: { base: AirtableClient; context: RebuildContext; now: number; deadline: number }): Promise<DigestOutcome> {
  const { base, context, now, deadline } = options;
  const rows = await rowsToMail(base, context, now);
  const failures = (await Promise.all(rows.map((row) => failuresOf(row, deadline)))).flat();
  if (failures.length === 0) return { failing: 0, delivery: 'nothing to report' };
  const timeZone = operatorTimeZone();
  const listed = createHash('sha256')
    .update(failures.map((failure) => `${messageId(failure.table, failure.recordId, failure.kind)}:${failure.attempts}:${failure.next}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const delivery = await sendOnce(`digest/${dayIn(timeZone, new Date(now))}/${listed}`, emailDigest(failures, context.operator, timeZone), deadline, now);
  return { failing: failures.length, delivery };
}

/**
 * The scheduled function, daily; also run by hand: `POST /.netlify/functions/email-digest`. It also
 * forgets the recipient counts that no longer limit anything (src/server/mail/recipient-throttle.ts).
 */
export async function runEmailDigest(): Promise<Response> {
  const now = Date.now();
  const deadline = now + RUN_BUDGET_MS;
  const digest = await sendDailyDigest({ base: airtableForVisitor(deadline), context: await rebuildContext(), now, deadline });
  const forgotten = await forgetIdleRecipients(now, deadline).catch((error: unknown) => {
    console.error('email-digest: the idle recipient counts could not all be deleted; the next run does it.', error);
    return 0;
  });
  return json({ ...digest, forgottenRecipients: forgotten });
}

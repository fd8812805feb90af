import { airtableForVisitor } from '../../airtable/connection.ts';
import { markCompleted, markDeletionEmails, markWaiting, type DeletionRequestRow } from '../../airtable/records/deletion-requests.ts';
import type { ErasureOutcome } from '../../domain/erasure.ts';
import { erasureDone } from '../emails/erasure-done.ts';
import { erasureNotice } from '../emails/erasure-notice.ts';
import type { Operator } from '../env.ts';
import { isDelivered, sendOnce } from '../mail/outbox.ts';
import type { Email } from '../mail/postmark.ts';
import { messageId, type ErasureEmailKind } from '../mail/row-emails.ts';
import { eraseAddress, type ErasureServices } from './erase.ts';

/** One run's services and when each of its steps must be over (epoch ms). */
export interface ErasureRun extends ErasureServices {
  operator: Operator;
  /** Every email is accepted by Postmark by then, or the request's emailStatus says "failed". */
  mailBy: number;
  /** The request's emailStatus is written by then. */
  markBy: number;
}

/**
 * Carries a confirmed request on: erases what may go, records where it stands, and tells the
 * operator (completed, or waiting for a balance; a request still waiting is not told twice).
 * `tellVisitor` when nobody is on the confirmation page to see the outcome.
 */
export async function carryOutErasure(run: ErasureRun, request: DeletionRequestRow, tellVisitor: boolean): Promise<ErasureOutcome> {
  const report = await eraseAddress(run, request);
  const notice = erasureNotice(request, report, run.operator);
  if (report.outcome === 'waiting') {
    if (request.status === 'waiting') return 'waiting';
    await markWaiting(run.base, request.id);
    await tell(run, request, { 'erasure-notice-waiting': notice });
    return 'waiting';
  }
  await markCompleted(run.base, request.id, new Date().toISOString());
  await tell(run, request, { 'erasure-notice-completed': notice, ...(tellVisitor && { 'erasure-done': erasureDone(request, run.operator) }) });
  return 'completed';
}

/**
 * The erasure stands whatever the mail does. Each email goes out once, by an id of its own
 * (`deletionRequests/<id>/erasure-<kind>`), however often a run is repeated; one that did not go
 * out leaves the row "failed" for the operator to see, and the daily digest names it
 * (src/server/mail/row-emails.ts, LATER_EMAIL_KINDS).
 */
async function tell(run: ErasureRun, request: DeletionRequestRow, emails: Readonly<Partial<Record<ErasureEmailKind, Email>>>): Promise<void> {
  const deliveries = await Promise.all(
    Object.entries(emails).map(([kind, email]) => sendOnce(messageId('deletionRequests', request.id, kind), email, run.mailBy)),
  );
  try {
    await markDeletionEmails(airtableForVisitor(run.markBy), request.id, deliveries.every(isDelivered) ? 'sent' : 'failed');
  } catch (error) {
    console.error(`The emailStatus of deletionRequests ${request.id} could not be written:`, error);
  }
}

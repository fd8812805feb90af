import { airtableForVisitor } from '../../airtable/connection.ts';
import { markCompleted, markDeletionEmails, markWaiting, type DeletionRequestRow } from '../../airtable/records/deletion-requests.ts';
import type { ErasureOutcome } from '../../domain/erasure.ts';
import { erasureDone } from '../emails/erasure-done.ts';
import { erasureNotice } from '../emails/erasure-notice.ts';
import type { Operator } from '../env.ts';
import { sendEmail, type Email } from '../mail.ts';
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
    await tell(run, request, [notice]);
    return 'waiting';
  }
  await markCompleted(run.base, request.id, new Date().toISOString());
  await tell(run, request, tellVisitor ? [notice, erasureDone(request, run.operator)] : [notice]);
  return 'completed';
}

/** The erasure stands whatever the mail does: a notice that did not go out leaves the row "failed" for the operator to see. */
async function tell(run: ErasureRun, request: DeletionRequestRow, emails: Email[]): Promise<void> {
  const results = await Promise.allSettled(emails.map((email) => sendEmail(email, run.mailBy)));
  const failures = results.filter((result) => result.status === 'rejected');
  for (const failure of failures) console.error(`An email about the erasure of deletionRequests ${request.id} did not go out:`, failure.reason);
  try {
    await markDeletionEmails(airtableForVisitor(run.markBy), request.id, failures.length > 0 ? 'failed' : 'sent');
  } catch (error) {
    console.error(`The emailStatus of deletionRequests ${request.id} could not be written:`, error);
  }
}

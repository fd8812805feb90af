import { AirtableError } from '../../airtable/client.ts';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { findDeletionRequest, markConfirmed } from '../../airtable/records/deletion-requests.ts';
import { linkUse } from '../../domain/erasure.ts';
import { confirmDeletionBody, confirmDeletionRefusals, type ConfirmDeletionAnswer } from '../../schema/api.ts';
import { operator } from '../env.ts';
import { HttpError, json, readBody } from '../http.ts';
import { isStripeError, stripeClient } from '../payments/stripe-client.ts';
import { carryOutErasure } from './carry-out.ts';
import { DeadlinePassed } from './deadline.ts';
import { erasureStore, takeLease } from './lease.ts';
import { hashOfToken } from './token.ts';

/**
 * When each step must be over, in ms after the request was read: the visitor waits on the page,
 * and Netlify ends a function at 60 s.
 */
const BUDGET_MS = { erased: 18_000, mailed: 23_000, marked: 27_000 };

const invalidToken = () => new HttpError(400, 'invalid_token', 'This link is not valid, or it has already been used.');

/** A fault of Airtable, Stripe or the clock: what is done stays done, and the same link carries on. */
function isServiceFault(error: unknown): boolean {
  return error instanceof AirtableError || error instanceof DeadlinePassed || (isStripeError(error) && error.type !== 'StripeInvalidRequestError');
}

/**
 * POST /api/confirm-deletion: `{ token }` from the emailed link → `{ ok: true, status }` once the
 * address is erased (`completed`), or all but what a balance still due needs (`waiting`).
 * A received request is confirmed by a link at most 7 days old; a confirmed one that a fault
 * stopped half-way accepts the same link again until it is done; anything else has used its link.
 */
export async function handleConfirmDeletion(request: Request): Promise<Response> {
  const { token } = await readBody(request, confirmDeletionBody, confirmDeletionRefusals);
  const started = Date.now();
  const base = airtableForVisitor(started + BUDGET_MS.erased);
  const tokenHash = hashOfToken(token);
  try {
    const found = await findDeletionRequest(base, tokenHash);
    if (!found) throw invalidToken();
    const lease = await takeLease(erasureStore(), found.id);
    if (!lease) throw new HttpError(409, 'erasure_in_progress', 'Your data is being erased right now. Reload this page in a minute to see the outcome.');
    try {
      // Read again under the lease: another run may have finished it meanwhile.
      const row = await findDeletionRequest(base, tokenHash);
      const use = linkUse(row?.status, row?.createdAt, Date.now());
      if (!row || use === 'used') throw invalidToken();
      if (use === 'expired') throw new HttpError(410, 'token_expired', 'This link has expired. Please ask for the deletion of your data again.');
      if (use === 'confirm') await markConfirmed(base, row.id);
      const status = await carryOutErasure(
        { base, stripe: stripeClient(), deadline: started + BUDGET_MS.erased, operator: operator(), mailBy: started + BUDGET_MS.mailed, markBy: started + BUDGET_MS.marked },
        row,
        false,
      );
      return json({ ok: true, status } satisfies ConfirmDeletionAnswer);
    } finally {
      await lease.release();
    }
  } catch (error) {
    if (!isServiceFault(error)) throw error;
    console.error(error);
    throw new HttpError(503, 'erasure_incomplete', 'We could not finish erasing your data just now. Please open the link from the email again later: we carry on where we stopped.');
  }
}

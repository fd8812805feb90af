import { airtableForVisitor } from '../../airtable/connection.ts';
import { deletionRequestById, deletionRequestsIn } from '../../airtable/records/deletion-requests.ts';
import { operator } from '../env.ts';
import { stripeClient } from '../payments/stripe-client.ts';
import { carryOutErasure } from './carry-out.ts';
import { erasureStore, takeLease } from './lease.ts';

/** A request is only started with this much time left: an erasure's calls, its notices and their marks. */
const TIME_FOR_ONE_MS = 8_000;

export interface ResumedErasures {
  /** Record ids of the requests completed by this run. */
  completed: string[];
  /** Requests still held by a balance. */
  waiting: number;
  /** Requests a fault stopped, or not reached before the deadline: the next run tries again. */
  leftOver: number;
}

/**
 * Completes the erasures that could not finish when confirmed: those `waiting` for a balance that
 * is now paid (or whose booking was cancelled), and those `confirmed` but stopped half-way by a
 * fault whose visitor has not come back (one being carried out right now holds its lease and is
 * left alone). The visitor is told by email. Bounded by `deadline` (epoch ms); the daily
 * `purge-expired-data` run calls it first.
 */
export async function resumeWaitingErasures(deadline: number): Promise<ResumedErasures> {
  const base = airtableForVisitor(deadline);
  const store = erasureStore();
  const stripe = stripeClient();
  const to = operator();
  const result: ResumedErasures = { completed: [], waiting: 0, leftOver: 0 };
  const requests = await deletionRequestsIn(base, ['waiting', 'confirmed']);
  for (const [index, listed] of requests.entries()) {
    if (deadline - Date.now() < TIME_FOR_ONE_MS) {
      result.leftOver += requests.length - index;
      break;
    }
    const lease = await takeLease(store, listed.id);
    if (!lease) continue;
    try {
      const request = await deletionRequestById(base, listed.id);
      if (request?.status !== 'waiting' && request?.status !== 'confirmed') continue;
      const run = { base, stripe, operator: to, deadline: deadline - 4_000, mailBy: deadline - 2_000, markBy: deadline };
      const outcome = await carryOutErasure(run, request, true);
      if (outcome === 'completed') result.completed.push(request.id);
      else result.waiting++;
    } catch (error) {
      console.error(`The erasure of deletionRequests ${listed.id} stopped; the next run carries it on:`, error);
      result.leftOver++;
    } finally {
      await lease.release();
    }
  }
  return result;
}

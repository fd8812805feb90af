import { airtableForVisitor } from '../../airtable/connection.ts';
import { operatorTimeZone } from '../../config/company.ts';
import { dayIn } from '../../domain/dates.ts';
import { operator, siteOrigin } from '../env.ts';
import { HttpError, json } from '../http.ts';
import { stripeClient } from '../payments/stripe-client.ts';
import { dueBalances } from './booking-balances.ts';
import { collectBalance, type CollectionRun } from './collect-balance.ts';

/** Netlify stops a scheduled function at 30 s: a run is over by 25. */
export const RUN_BUDGET_MS = 25_000;
/** A booking is started only with this much of the run left: enough for its Stripe and Airtable calls. */
const BOOKING_RESERVE_MS = 10_000;

/** What a run did, by the bookings' checkout session ids (the `checkoutSessionId` column). */
export interface ChargeReport {
  /** The operator's day the run charged for. */
  today: string;
  paid: string[];
  actionNeeded: string[];
  /** Left `scheduled` after a fault or a payment still processing: the next run tries again. */
  retryLater: string[];
  /** Due, but not reached within the run's time: the next run starts with them. */
  notReached: string[];
  /** Records marked `scheduled` that are not a balance the job can read (no start date, amount, …). */
  unreadable: string[];
}

/**
 * Charges every balance due by today (the operator's day), oldest due first, as many as fit in
 * 25 s. Each booking is collected by collectBalance, which charges it at most once however often
 * runs repeat or die; a fault on one booking leaves it for the next run and the others go on.
 */
export async function chargeDueBalances(origin: string, startedAt = Date.now()): Promise<ChargeReport> {
  const deadline = startedAt + RUN_BUDGET_MS;
  const today = dayIn(operatorTimeZone(), new Date(startedAt));
  const base = airtableForVisitor(deadline);
  let due;
  try {
    due = await dueBalances(base, today);
  } catch (error) {
    // A scheduled run's answer reaches nobody: the function log is where an operator looks.
    console.error('charge-balances: the bookings could not be read; the next run tries again.', error);
    throw new HttpError(502, 'bookings_unavailable', 'The bookings could not be read from Airtable; the next run tries again.');
  }
  const run: CollectionRun = { base, stripe: stripeClient(), operator: operator(), origin, today, deadline };
  const report: ChargeReport = { today, paid: [], actionNeeded: [], retryLater: [], notReached: [], unreadable: due.unreadable };
  for (const [index, booking] of due.due.entries()) {
    if (deadline - Date.now() < BOOKING_RESERVE_MS) {
      report.notReached = due.due.slice(index).map((left) => left.sessionId);
      break;
    }
    try {
      const outcome = await collectBalance(run, booking);
      if (outcome === 'paid') report.paid.push(booking.sessionId);
      else if (outcome === 'action needed') report.actionNeeded.push(booking.sessionId);
      else report.retryLater.push(booking.sessionId);
    } catch (error) {
      console.error(`charge-balances: the balance of booking ${booking.sessionId} (${booking.recordId}) is left for the next run.`, error);
      report.retryLater.push(booking.sessionId);
    }
  }
  if (report.unreadable.length > 0) console.error(`charge-balances: these bookings say "scheduled" but have no balance to charge: ${report.unreadable.join(', ')}`);
  return report;
}

/** The scheduled function, also run by hand: `POST /.netlify/functions/charge-balances`. */
export async function runChargeBalances(): Promise<Response> {
  return json(await chargeDueBalances(siteOrigin()));
}

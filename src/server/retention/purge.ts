import type { AirtableClient } from '../../airtable/client.ts';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { anonymiseBooking, deleteRequestRows } from '../../airtable/records/personal-data.ts';
import {
  bookingsToAnonymiseBefore,
  brochureRequestsBefore,
  contactMessagesBefore,
  deletionRequestsBefore,
} from '../../airtable/records/retention.ts';
import { PRIVACY } from '../../config/privacy.ts';
import { DELETION_LINK_VALID_DAYS } from '../../domain/erasure.ts';
import { resumeWaitingErasures } from '../erasure/resume.ts';
import { deleteStripeCustomers } from '../erasure/stripe-customers.ts';
import { json } from '../http.ts';
import { stripeClient } from '../payments/stripe-client.ts';

/** A request never confirmed goes this long after its link expired. */
const UNCONFIRMED_GRACE_DAYS = 30;
/** Netlify stops a scheduled function at 30 s; what is left waits for the next day. */
const RUN_MS = 25_000;
/** The part of a run given to erasures that waited for a balance or were stopped by a fault. */
const ERASURES_MS = 10_000;
/** A booking is only started with this much time left (a Stripe call and an Airtable write). */
const STEP_MS = 3_000;

/** What the run removed, per kind. */
export interface PurgeReport {
  contactMessages: number;
  brochureRequests: number;
  deletionRequests: number;
  anonymisedBookings: number;
}

/** `now` moved back by whole calendar months (UTC), as an ISO 8601 cut-off. */
function monthsBefore(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}

const daysBefore = (now: number, days: number) => new Date(now - days * 86_400_000).toISOString();

/**
 * Keeps the privacy policy's periods (src/config/privacy.ts): deletes contact messages and
 * brochure requests past theirs, the records of completed erasures past theirs and requests never
 * confirmed a month after their link expired; removes the address from bookings past the
 * accounting period and deletes their Stripe customers. Each step can be run again.
 */
export async function purgeExpiredData(now: number, deadline: number): Promise<PurgeReport> {
  const base: AirtableClient = airtableForVisitor(deadline);
  const contactMessages = await contactMessagesBefore(base, monthsBefore(now, PRIVACY.contactMessageRetentionMonths));
  await deleteRequestRows(base, 'contactMessages', contactMessages);
  const brochureRequests = await brochureRequestsBefore(base, monthsBefore(now, PRIVACY.brochureRequestRetentionMonths));
  await deleteRequestRows(base, 'brochureRequests', brochureRequests);
  const deletionRequests = await deletionRequestsBefore(base, {
    completed: monthsBefore(now, PRIVACY.deletionRecordRetentionYears * 12),
    unconfirmed: daysBefore(now, DELETION_LINK_VALID_DAYS + UNCONFIRMED_GRACE_DAYS),
  });
  await deleteRequestRows(base, 'deletionRequests', deletionRequests);

  const bookings = await bookingsToAnonymiseBefore(base, monthsBefore(now, PRIVACY.bookingRetentionYears * 12));
  let anonymisedBookings = 0;
  const stripe = bookings.some((booking) => booking.stripeCustomerId) ? stripeClient() : undefined;
  for (const booking of bookings) {
    if (deadline - Date.now() < STEP_MS) break;
    if (stripe && booking.stripeCustomerId) await deleteStripeCustomers(stripe, [booking.stripeCustomerId], deadline);
    await anonymiseBooking(base, booking.id);
    anonymisedBookings++;
  }
  return { contactMessages: contactMessages.length, brochureRequests: brochureRequests.length, deletionRequests: deletionRequests.length, anonymisedBookings };
}

/**
 * The scheduled function, also run by hand: `POST /.netlify/functions/purge-expired-data`. It first
 * completes the erasures that can now be (a balance was paid or cancelled, a fault stopped one),
 * then purges; a failure of the first leaves the purge to run.
 */
export async function runPurgeExpiredData(): Promise<Response> {
  const now = Date.now();
  const erasures = await resumeWaitingErasures(now + ERASURES_MS).catch((error: unknown) => {
    console.error('Waiting erasures could not be resumed; the next run tries again.', error);
    return undefined;
  });
  return json({ ...(await purgeExpiredData(now, now + RUN_MS)), erasures });
}

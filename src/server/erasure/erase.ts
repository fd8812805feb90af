import type Stripe from 'stripe';
import type { AirtableClient } from '../../airtable/client.ts';
import type { DeletionRequestRow } from '../../airtable/records/deletion-requests.ts';
import {
  anonymiseBooking,
  bookingsOf,
  deleteRequestRows,
  requestRowsOf,
  type BookingOfEmail,
  type RequestTableOfEmail,
} from '../../airtable/records/personal-data.ts';
import { holdsErasure, type ErasureOutcome } from '../../domain/erasure.ts';
import { timeLeft } from './deadline.ts';
import { deleteStripeCustomers, stripeCustomersOf } from './stripe-customers.ts';

export interface ErasureServices {
  base: AirtableClient;
  stripe: Stripe;
  /** Epoch ms by which the run stops; what is left is carried on at the next attempt. */
  deadline: number;
}

/** What one run erased, for the operator's notice. */
export interface ErasureReport {
  outcome: ErasureOutcome;
  deletedRows: Record<RequestTableOfEmail, number>;
  anonymisedBookings: number;
  deletedCustomers: number;
  /** The bookings whose balance is still to be collected: the request waits for them. */
  heldBy: BookingOfEmail[];
}

/**
 * Erases the request's address everywhere the site put it. Every step can be run again: a run
 * stopped by a fault or the deadline is carried on by the next one, which finds only what is left.
 * Stripe goes first, while the bookings still name the customers to delete.
 *
 * While a booking of the address still has a balance to collect, what that balance needs stays:
 * the booking's address (receipts, the payment link) and its Stripe customer (the saved card), and
 * customers found only by the address, which may be its. Everything else goes now.
 */
export async function eraseAddress(services: ErasureServices, request: DeletionRequestRow): Promise<ErasureReport> {
  const { base, stripe, deadline } = services;
  const bookings = await bookingsOf(base, request.email);
  const heldBy = bookings.filter(holdsErasure);
  const settled = bookings.filter((booking) => !holdsErasure(booking));

  const customersOf = (some: BookingOfEmail[]) => some.flatMap((booking) => (booking.stripeCustomerId ? [booking.stripeCustomerId] : []));
  const kept = new Set(customersOf(heldBy));
  const customers = heldBy.length === 0 ? [...customersOf(settled), ...(await stripeCustomersOf(stripe, request.email, deadline))] : customersOf(settled);
  const deletedCustomers = await deleteStripeCustomers(stripe, customers.filter((id) => !kept.has(id)), deadline);

  for (const booking of settled) {
    timeLeft(deadline);
    await anonymiseBooking(base, booking.id);
  }

  const rows = await requestRowsOf(base, request.email, request.id);
  for (const [table, ids] of Object.entries(rows) as [RequestTableOfEmail, string[]][]) {
    if (ids.length > 0) await deleteRequestRows(base, table, ids);
  }

  return {
    outcome: heldBy.length > 0 ? 'waiting' : 'completed',
    deletedRows: Object.fromEntries(Object.entries(rows).map(([table, ids]) => [table, ids.length])) as Record<RequestTableOfEmail, number>,
    anonymisedBookings: settled.length,
    deletedCustomers,
    heldBy,
  };
}

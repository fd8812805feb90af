import type Stripe from 'stripe';
import type { PaidBooking } from '../../schema/payment.ts';
import { fromMetadata } from './booking-metadata.ts';

/** The paid booking of a session this site created; undefined while unpaid, or for any other session. */
export function paidBooking(session: Stripe.Checkout.Session): PaidBooking | undefined {
  if (session.payment_status !== 'paid') return undefined;
  const facts = fromMetadata(session.metadata);
  if (!facts || session.currency?.toUpperCase() !== facts.currency) return undefined;
  return {
    ...facts,
    // What Stripe charged is what was paid now, whatever the metadata says.
    paidNowMinor: session.amount_total ?? facts.paidNowMinor,
    sessionId: session.id,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? undefined,
  };
}

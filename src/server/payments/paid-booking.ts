import type Stripe from 'stripe';
import type { PaidBooking } from '../../schema/payment.ts';
import { fromMetadata } from './booking-metadata.ts';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/**
 * The card Checkout saved for a deposit's balance: the payment method of the session's
 * PaymentIntent, when the session was read with `expand: ['payment_intent']`.
 */
function savedCard(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent;
  return typeof intent === 'object' && intent ? idOf(intent.payment_method) : undefined;
}

/** The paid booking of a session this site created; undefined while unpaid, or for any other session. */
export function paidBooking(session: Stripe.Checkout.Session): PaidBooking | undefined {
  if (session.payment_status !== 'paid') return undefined;
  const facts = fromMetadata(session.metadata);
  if (!facts || session.currency?.toUpperCase() !== facts.currency) return undefined;
  const stripePaymentMethodId = facts.payment === 'deposit' ? savedCard(session) : undefined;
  const stripeCustomerId = idOf(session.customer);
  return {
    ...facts,
    // What Stripe charged is what was paid now, whatever the metadata says.
    paidNowMinor: session.amount_total ?? facts.paidNowMinor,
    sessionId: session.id,
    customerEmail: session.customer_details?.email ?? session.customer_email ?? undefined,
    ...(stripeCustomerId && { stripeCustomerId }),
    ...(stripePaymentMethodId && { stripePaymentMethodId }),
  };
}

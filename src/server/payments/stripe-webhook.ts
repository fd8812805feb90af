import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { recordBalancePayment } from '../balances/balance-paid.ts';
import { checkoutSessionEventSchema } from '../../schema/stripe-event.ts';
import { stripeWebhookSecret } from '../env.ts';
import { HttpError, json } from '../http.ts';
import { releaseHolds } from '../ledger/holds.ts';
import { ledgerStore } from '../ledger/store.ts';
import { fromMetadata } from './booking-metadata.ts';
import { paidBooking } from './paid-booking.ts';
import { recordPayment } from './record-payment.ts';
import { isStripeError, stripeClient, WEBHOOK_TOLERANCE_SECONDS } from './stripe-client.ts';

/** Stripe's events are small; anything far larger is not one. */
const MAX_EVENT_BYTES = 1024 * 1024;
/** How long the webhook waits for another report to finish recording the booking, and how often it looks. */
const WAIT_FOR_OTHER_REPORT_MS = 8_000;
const LOOK_EVERY_MS = 1_000;
const RELEASE_DEADLINE_MS = 10_000;

type SessionHandler = (session: Stripe.Checkout.Session) => Promise<Response>;

const answer = (handled: boolean, details: Record<string, unknown> = {}) => json({ received: true, handled, ...details });

/** The session as Stripe has it now, with its PaymentIntent: the card saved for the balance. */
async function withPaymentIntent(session: Stripe.Checkout.Session): Promise<Stripe.Checkout.Session> {
  try {
    return await stripeClient().checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error(error);
    throw new HttpError(502, 'payment_unavailable', 'Stripe could not be asked about the session; send the event again later.');
  }
}

/**
 * A paid booking's session (a completed checkout paid by card, or a delayed payment that succeeded):
 * recorded once, however often and in whatever order Stripe reports it. A completed checkout paid
 * by a delayed method is not paid yet; its async_payment_succeeded follows.
 */
async function recordPaidSession(session: Stripe.Checkout.Session): Promise<Response> {
  if (!paidBooking(session)) return answer(false);
  const booking = paidBooking(await withPaymentIntent(session));
  if (!booking) return answer(false);
  let outcome = await recordPayment(booking);
  // Another report is at it, usually the success page at the same moment: wait for it. Stripe hears
  // 200 only once the booking is fully recorded; otherwise it sends the event again later, by when
  // a lost follow-up can be taken over.
  for (let waited = 0; outcome === 'in progress' && waited < WAIT_FOR_OTHER_REPORT_MS; waited += LOOK_EVERY_MS) {
    await sleep(LOOK_EVERY_MS);
    outcome = await recordPayment(booking);
  }
  if (outcome === 'in progress') throw new HttpError(503, 'booking_in_progress', 'The booking is still being recorded; send the event again later.');
  return answer(true, { created: outcome === 'recorded' });
}

/** An unpaid session's time is up: its places and its code's use come back, unless it was paid after all. */
async function releaseExpiredSession(session: Stripe.Checkout.Session): Promise<Response> {
  const facts = fromMetadata(session.metadata);
  if (session.status !== 'expired' || session.payment_status === 'paid' || !facts?.holdId) return answer(false);
  await releaseHolds(ledgerStore(), { holdId: facts.holdId, departureId: facts.departureId, couponId: facts.couponId }, session.id, Date.now() + RELEASE_DEADLINE_MS);
  return answer(true);
}

/** A balance paid through its link (metadata `kind: 'balance'`): the booking's balance becomes paid, once. A failure to record answers 5xx, so Stripe tries again. */
async function recordPaidBalance(session: Stripe.Checkout.Session): Promise<Response> {
  const outcome = await recordBalancePayment(session);
  return answer(outcome !== 'not a paid balance', { created: outcome === 'recorded' });
}

/** What each event does, by the kind of session it is about; anything else is acknowledged and left alone. */
const HANDLERS: Readonly<Record<'booking' | 'balance', Readonly<Record<string, SessionHandler>>>> = {
  booking: {
    'checkout.session.completed': recordPaidSession,
    'checkout.session.async_payment_succeeded': recordPaidSession,
    'checkout.session.expired': releaseExpiredSession,
  },
  balance: {
    'checkout.session.completed': recordPaidBalance,
    'checkout.session.async_payment_succeeded': recordPaidBalance,
  },
};

const isHandled = (type: string) => Object.values(HANDLERS).some((handlers) => type in handlers);

/**
 * POST /api/stripe-webhook: verifies the signature on the raw body, checks the event's shape, then
 * dispatches it. A failure to record answers 5xx, so that Stripe tries again later; a repeat is a no-op.
 */
export async function receiveStripeEvent(request: Request): Promise<Response> {
  const secret = stripeWebhookSecret();
  const signature = request.headers.get('stripe-signature');
  if (!signature) throw new HttpError(400, 'invalid_signature', 'The Stripe-Signature header is missing.');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_EVENT_BYTES) throw new HttpError(400, 'body_too_large', 'The event is too large.');
  const payload = Buffer.from(await request.arrayBuffer());
  if (payload.byteLength > MAX_EVENT_BYTES) throw new HttpError(400, 'body_too_large', 'The event is too large.');

  let event: Stripe.Event;
  try {
    event = await Stripe.webhooks.constructEventAsync(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new HttpError(400, 'invalid_signature', 'The event signature could not be verified.');
  }
  if (!isHandled(event.type)) return answer(false);
  if (!checkoutSessionEventSchema.safeParse(event).success) {
    throw new HttpError(400, 'invalid_event', `This ${event.type} event does not carry a Checkout Session with its metadata.`);
  }
  const session = (event.data as { object: Stripe.Checkout.Session }).object;
  const handle = HANDLERS[session.metadata?.kind === 'balance' ? 'balance' : 'booking'][event.type];
  return handle ? handle(session) : answer(false);
}

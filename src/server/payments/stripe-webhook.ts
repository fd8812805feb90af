import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import { stripeWebhookSecret } from '../env.ts';
import { HttpError, json } from '../http.ts';
import { fulfilBooking } from './fulfilment.ts';
import { paidBooking } from './paid-booking.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from './stripe-client.ts';

/** Stripe's events are small; anything far larger is not one. */
const MAX_EVENT_BYTES = 1024 * 1024;
/** How long the webhook waits for another report to finish recording the booking, and how often it looks. */
const WAIT_FOR_OTHER_REPORT_MS = 8_000;
const LOOK_EVERY_MS = 1_000;

/**
 * POST /api/stripe-webhook: verifies the signature on the raw body, then fulfils a paid checkout.
 * A failure to record answers 5xx, so that Stripe tries again later; a repeat is a no-op.
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

  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return json({ received: true, handled: false });
  }
  // A completed checkout paid by a delayed method is not paid yet; its async_payment_succeeded follows.
  const booking = paidBooking(event.data.object);
  if (!booking) return json({ received: true, handled: false });
  let outcome = await fulfilBooking(booking);
  // Another report is at it, usually the success page at the same moment: wait for it. Stripe hears
  // 200 only once the booking is fully recorded; otherwise it sends the event again later, by when
  // a lost follow-up can be taken over.
  for (let waited = 0; outcome === 'in progress' && waited < WAIT_FOR_OTHER_REPORT_MS; waited += LOOK_EVERY_MS) {
    await sleep(LOOK_EVERY_MS);
    outcome = await fulfilBooking(booking);
  }
  if (outcome === 'in progress') throw new HttpError(503, 'booking_in_progress', 'The booking is still being recorded; send the event again later.');
  return json({ received: true, handled: true, created: outcome === 'recorded' });
}

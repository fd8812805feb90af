import Stripe from 'stripe';
import { stripeWebhookSecret } from '../env.ts';
import { HttpError, json } from '../http.ts';
import { fulfilBooking } from './fulfilment.ts';
import { paidBooking } from './paid-booking.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from './stripe-client.ts';

/** Stripe's events are small; anything far larger is not one. */
const MAX_EVENT_BYTES = 1024 * 1024;

/**
 * POST /api/stripe-webhook: verifies the signature on the raw body, then fulfils a paid checkout.
 * A failure to record answers 500, so that Stripe tries again later; a repeat is a no-op.
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
  const created = await fulfilBooking(booking);
  return json({ received: true, handled: true, created });
}

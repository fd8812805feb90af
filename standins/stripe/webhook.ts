import { createHmac } from 'node:crypto';
import { nowSeconds } from './clock.ts';
import type { PaymentIntentObject } from './payment-intents.ts';
import type { CheckoutSession } from './sessions.ts';
import { stripeId } from './wire.ts';

/**
 * Stripe's webhook delivery: a JSON event POSTed with a `Stripe-Signature` header
 * `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" keyed with the endpoint's secret>`.
 */
export type EventObject = CheckoutSession | PaymentIntentObject;

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: EventObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  /** The id of the event's object: a Checkout Session or a PaymentIntent. */
  objectId: string;
  /** The Checkout Session's id, for checkout.session.* events. */
  sessionId: string | undefined;
  /** The endpoint's HTTP status; 0 when it could not be reached. */
  status: number;
  at: string;
}

export function signatureHeader(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** An event carries a snapshot of its object as it was when the event happened. */
export function makeEvent(type: string, object: EventObject, apiVersion: string): StripeEvent {
  return {
    id: stripeId('evt', 24),
    object: 'event',
    api_version: apiVersion,
    created: nowSeconds(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** The name the bench signs its sample events with. */
export const sessionEvent = makeEvent;

/** Sends one event, signed now (as each of Stripe's retries is), and reports what the endpoint answered. */
export async function deliver(url: string, event: StripeEvent, secret: string): Promise<Delivery> {
  const payload = JSON.stringify(event, null, 2);
  let status = 0;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Stripe-Signature': signatureHeader(payload, secret),
        'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    await response.body?.cancel();
  } catch {
    status = 0;
  }
  const object = event.data.object;
  return {
    eventId: event.id,
    type: event.type,
    objectId: object.id,
    sessionId: object.object === 'checkout.session' ? object.id : undefined,
    status,
    at: new Date().toISOString(),
  };
}

import { createHmac } from 'node:crypto';
import { stripeId, type CheckoutSession } from './sessions.ts';

/**
 * Stripe's webhook delivery: a JSON event POSTed with a `Stripe-Signature` header
 * `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload" keyed with the endpoint's secret>`.
 */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: CheckoutSession };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  sessionId: string;
  /** The endpoint's HTTP status; 0 when it could not be reached. */
  status: number;
  at: string;
}

export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function sessionEvent(type: string, session: CheckoutSession, apiVersion: string): StripeEvent {
  return {
    id: stripeId('evt', 24),
    object: 'event',
    api_version: apiVersion,
    created: Math.floor(Date.now() / 1000),
    data: { object: structuredClone(session) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

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
  return { eventId: event.id, type: event.type, sessionId: event.data.object.id, status, at: new Date().toISOString() };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../shared/http.ts';
import { DEFAULT_CARD } from './cards.ts';
import { paySession } from './checkout-payment.ts';
import type { CustomerObject } from './customers.ts';
import { advance, expire, expireIfDue } from './expiry.ts';
import type { Faults } from './faults.ts';
import type { IdempotencyKeys } from './idempotency.ts';
import type { PaymentMethodObject } from './payment-methods.ts';
import type { Account } from './store.ts';

/**
 * The tests' and the operator's handle on the stand-in, under /__standin/: what it holds (sessions,
 * PaymentIntents, customers, webhook deliveries) and what a test may make happen (pay, expire, let
 * time pass, resend an event, take the API down). Bodies are JSON; a bad one is a 400.
 */
interface ControlInput {
  sessionId?: string;
  objectId?: string;
  email?: string;
  card?: string;
  webhook?: boolean;
  url?: string;
  status?: number;
  times?: number;
  match?: string;
  advanceSeconds?: number;
}

/** A customer as `GET /__standin/customers` lists it: deleted ones stay, with what they were. */
export interface CustomerEntry {
  customer: CustomerObject;
  deleted: boolean;
  /** The cards saved to it now (none once deleted). */
  paymentMethods: PaymentMethodObject[];
}

/** What the controls reach: the account, and the server's outages and idempotency keys. */
export interface Machinery {
  account: Account;
  outages: Faults;
  keys: IdempotencyKeys;
}

export async function control({ account, outages, keys }: Machinery, req: IncomingMessage, res: ServerResponse, action: string): Promise<void> {
  const { store, events } = account;
  let input: ControlInput;
  try {
    input = JSON.parse((await readBody(req)) || '{}') as ControlInput;
  } catch {
    return sendJson(res, 400, { error: 'the body is not JSON' });
  }
  const stored = input.sessionId ? store.sessions.get(input.sessionId) : undefined;
  if (stored) expireIfDue(account, stored);

  if (req.method === 'GET') {
    if (action === 'sessions') return sendJson(res, 200, { sessions: [...store.sessions.values()] });
    if (action === 'deliveries') return sendJson(res, 200, { deliveries: events.deliveries() });
    if (action === 'payment_intents') return sendJson(res, 200, { paymentIntents: [...store.paymentIntents.values()] });
    if (action === 'customers') {
      const cards = [...store.paymentMethods.values()].map((saved) => saved.paymentMethod);
      const customers = [...store.customers.values()].map(({ customer, deleted }): CustomerEntry => ({ customer, deleted, paymentMethods: cards.filter((card) => card.customer === customer.id) }));
      return sendJson(res, 200, { customers });
    }
    return sendJson(res, 404, { error: 'unknown control' });
  }
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'GET or POST' });

  if (action === 'pay' || action === 'expire') {
    if (!stored) return sendJson(res, 404, { error: 'unknown session' });
    const { session } = stored;
    if (session.status !== 'open') return sendJson(res, 409, { error: 'session is not open' });
    if (action === 'expire') return sendJson(res, 200, { session, delivery: await expire(account, stored) });
    const refusal = paySession(store, stored, input.email ?? 'traveller@example.com', input.card ?? DEFAULT_CARD);
    if (refusal) return sendJson(res, 402, { error: 'card_refused', message: refusal.refused, session });
    const event = events.record('checkout.session.completed', session);
    const delivery = input.webhook === false ? undefined : await events.send(event);
    return sendJson(res, 200, { session, delivery });
  }
  if (action === 'clock') {
    const seconds = input.advanceSeconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1) return sendJson(res, 400, { error: 'advanceSeconds must be a positive whole number' });
    return sendJson(res, 200, await advance(account, seconds));
  }
  if (action === 'resend') {
    const event = events.latest(input.sessionId ?? input.objectId ?? '');
    if (!event) return sendJson(res, 404, { error: 'no event for this object' });
    return sendJson(res, 200, { delivery: await events.send(event) });
  }
  if (action === 'webhook-endpoint' && input.url) {
    events.setEndpoint(input.url);
    return sendJson(res, 200, { ok: true });
  }
  if (action === 'outage') {
    outages.add(input.status ?? 500, input.times, input.match);
    return sendJson(res, 200, { ok: true });
  }
  if (action === 'heal') {
    outages.heal(input.match);
    return sendJson(res, 200, { ok: true });
  }
  if (action === 'reset') {
    for (const map of Object.values(store)) map.clear();
    events.reset();
    keys.reset();
    outages.heal(undefined);
    return sendJson(res, 200, { ok: true });
  }
  return sendJson(res, 404, { error: 'unknown control' });
}

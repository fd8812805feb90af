import { createCustomer, deleteCustomer, listCustomers, retrieveCustomer } from './customers.ts';
import { expand } from './expand.ts';
import { expire, expireIfDue } from './expiry.ts';
import type { FormObject } from './form.ts';
import { expansions } from './params.ts';
import { createPaymentIntent, listPaymentIntents, retrievePaymentIntent } from './payment-intents.ts';
import { listCustomerPaymentMethods, listPaymentMethods, retrievePaymentMethod } from './payment-methods.ts';
import { createSession, retrieveSession } from './sessions.ts';
import type { Account } from './store.ts';
import { isStripeError, noSuch, unrecognized, type Answer, type StripeErrorBody } from './wire.ts';

/**
 * The part of Stripe's API the site calls, one route per SDK method, each answering the object
 * (expanded as asked) or Stripe's error. Authentication, faults and idempotency are the server's.
 */
export interface ApiCall {
  method: string;
  path: string;
  /** The query of a GET or DELETE, the form body of a POST. */
  params: FormObject;
  idempotencyKey: string | undefined;
  /** Where the stand-in is reached, for the hosted page's URL. */
  origin: string;
}

type Run = (account: Account, call: ApiCall, id: string) => unknown;

const ROUTES: [method: string, path: RegExp, run: Run][] = [
  ['POST', /^\/v1\/checkout\/sessions$/, (account, call) => {
    const created = createSession(account.store, call.params, call.origin, call.idempotencyKey);
    return isStripeError(created) ? created : created.session;
  }],
  ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (account, _, id) => {
    const stored = account.store.sessions.get(id);
    if (stored) expireIfDue(account, stored);
    return retrieveSession(account.store, id);
  }],
  ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (account, _, id) => expireSession(account, id)],
  ['POST', /^\/v1\/customers$/, (account, call) => createCustomer(account.store, call.params)],
  ['GET', /^\/v1\/customers$/, (account, call) => listCustomers(account.store, call.params)],
  ['GET', /^\/v1\/customers\/([^/]+)$/, (account, _, id) => retrieveCustomer(account.store, id)],
  ['DELETE', /^\/v1\/customers\/([^/]+)$/, (account, _, id) => deleteCustomer(account.store, id)],
  ['GET', /^\/v1\/customers\/([^/]+)\/payment_methods$/, (account, call, id) => listCustomerPaymentMethods(account.store, id, call.params)],
  ['GET', /^\/v1\/payment_methods$/, (account, call) => listPaymentMethods(account.store, call.params)],
  ['GET', /^\/v1\/payment_methods\/([^/]+)$/, (account, _, id) => retrievePaymentMethod(account.store, id)],
  ['POST', /^\/v1\/payment_intents$/, (account, call) => chargeIntent(account, call)],
  ['GET', /^\/v1\/payment_intents$/, (account, call) => listPaymentIntents(account.store, call.params)],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (account, _, id) => retrievePaymentIntent(account.store, id)],
];

/** `checkout.sessions.expire`: only an open session can be; its event goes out as on Stripe, afterwards. */
function expireSession(account: Account, id: string): unknown {
  const stored = account.store.sessions.get(id);
  if (!stored) return noSuch('checkout.session', id, 'session', 404);
  expireIfDue(account, stored);
  const { status } = stored.session;
  if (status !== 'open') {
    return { status: 400, error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${status}\`.` } } satisfies StripeErrorBody;
  }
  void expire(account, stored);
  return stored.session;
}

/** `paymentIntents.create`; a confirmed charge raises `payment_intent.succeeded` or `.payment_failed`. */
function chargeIntent(account: Account, call: ApiCall): unknown {
  const created = createPaymentIntent(account.store, call.params, call.idempotencyKey);
  if (isStripeError(created)) return created;
  const intent = created.stored.paymentIntent;
  const type = created.refusal ? 'payment_intent.payment_failed' : intent.status === 'succeeded' ? 'payment_intent.succeeded' : undefined;
  if (type) void account.events.send(account.events.record(type, intent));
  return created.refusal ?? intent;
}

export function callApi(account: Account, call: ApiCall): Answer {
  for (const [method, pattern, run] of ROUTES) {
    const match = pattern.exec(call.path);
    if (!match || method !== call.method) continue;
    const result = run(account, call, decodeURIComponent(match[1] ?? ''));
    if (isStripeError(result)) return { status: result.status, body: { error: result.error } };
    const paths = expansions(call.params);
    const expanded = isStripeError(paths) ? paths : expand(account, structuredClone(result), paths);
    if (isStripeError(expanded)) return { status: expanded.status, body: { error: expanded.error } };
    return { status: 200, body: expanded };
  }
  const failure = unrecognized(call.method, call.path);
  return { status: failure.status, body: { error: failure.error } };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, type RunningServer } from '../shared/http.ts';
import { callApi } from './api.ts';
import { DEFAULT_CARD } from './cards.ts';
import { paySession } from './checkout-payment.ts';
import { DEFAULT_SWEEP_INTERVAL_MS, everyInterval } from './clock.ts';
import { control, type Machinery } from './controls.ts';
import { DEFAULT_API_VERSION, eventLog } from './events.ts';
import { expireIfDue, sweep } from './expiry.ts';
import { faults } from './faults.ts';
import { FormError, parseForm, type FormObject } from './form.ts';
import { checkoutPage, closedPage, notFoundPage, type PageForm } from './hosted-page.ts';
import { idempotencyKeys } from './idempotency.ts';
import { emptyStore, type Account } from './store.ts';
import { stripeId, type Answer, type StripeErrorBody } from './wire.ts';

/**
 * A local stand-in for the part of Stripe this site uses, on the SDK's wire format (Bearer key,
 * form-encoded bodies, Idempotency-Key replays, Stripe's error JSON): Checkout Sessions with their
 * hosted page, customers, saved cards and off-session PaymentIntents, and signed webhook events
 * (`checkout.session.completed` / `.expired`, `payment_intent.succeeded` / `.payment_failed`).
 * Tests steer it through /__standin/… (see controls.ts).
 */
export interface StripeStandin extends RunningServer {
  secretKey: string;
  webhookSecret: string;
  env: Record<string, string>;
  /** Where events go: the site's /api/stripe-webhook, known once the site is served. */
  setWebhookEndpoint(url: string): void;
}

export { DEFAULT_API_VERSION };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StripeStandinOptions {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  webhookEndpoint?: string;
  /** How often sessions past their `expires_at` are expired (5 s unless told). */
  sweepIntervalMs?: number;
}

/** The decoded `key=value&…` of a query or body, as an outage's `match` is compared with. */
const pairs = (raw: string) => [...new URLSearchParams(raw)].map(([key, value]) => `${key}=${value}`).join('&');

export async function startStripeStandin(options: StripeStandinOptions = {}): Promise<StripeStandin> {
  const secretKey = options.secretKey ?? 'sk_test_standin_local_only';
  const webhookSecret = options.webhookSecret ?? 'whsec_standinWebhookSecret000000000';
  const account: Account = { store: emptyStore(), events: eventLog(webhookSecret, options.webhookEndpoint) };
  const machinery: Machinery = { account, outages: faults(), keys: idempotencyKeys() };
  const { store, events } = account;

  function send(res: ServerResponse, answer: Answer, headers: Record<string, string> = {}) {
    sendJson(res, answer.status, answer.body, { 'Request-Id': stripeId('req', 14), ...headers });
  }
  const failed = (failure: StripeErrorBody): Answer => ({ status: failure.status, body: { error: failure.error } });

  function authorized(req: IncomingMessage): string | undefined {
    const header = req.headers.authorization ?? '';
    const bearer = /^Bearer (.+)$/.exec(header)?.[1];
    const basic = /^Basic (.+)$/.exec(header)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
    if (!key) return 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').';
    if (key !== secretKey) return `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
    return undefined;
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const versioned = { 'Stripe-Version': String(req.headers['stripe-version'] ?? DEFAULT_API_VERSION) };
    const problem = authorized(req);
    if (problem) return send(res, failed({ status: 401, error: { type: 'invalid_request_error', message: problem } }));
    const raw = method === 'POST' ? await readBody(req) : url.search.slice(1);
    const outage = machinery.outages.failure(`${method} ${url.pathname} ${pairs(raw)}`);
    if (outage) return send(res, failed(outage));
    let params: FormObject;
    try {
      params = parseForm(raw);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      return send(res, failed({ status: 400, error: { type: 'invalid_request_error', message: error.message } }), versioned);
    }
    // Stripe keys POSTs only; a key on a GET or DELETE has no effect.
    const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const keyed: Record<string, string> = key ? { 'Idempotency-Key': key } : {};
    const endpoint = `${method} ${url.pathname}`;
    const earlier = key ? machinery.keys.lookup(key, endpoint, params) : { kind: 'fresh' as const };
    if (earlier.kind === 'conflict') return send(res, failed(earlier.error), versioned);
    if (earlier.kind === 'replay') return send(res, earlier.answer, { ...versioned, ...keyed, 'Idempotent-Replayed': 'true' });
    const answer = callApi(account, { method, path: url.pathname, params, idempotencyKey: key, origin: `http://${req.headers.host}` });
    if (key) machinery.keys.save(key, endpoint, params, answer);
    return send(res, answer, { ...versioned, ...keyed });
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, id: string) {
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
      res.end(text);
    };
    const stored = store.sessions.get(id);
    if (!stored) return html(404, notFoundPage());
    expireIfDue(account, stored);
    if (stored.session.status !== 'open') return html(200, closedPage(stored));
    const customerEmail = stored.session.customer ? store.customers.get(stored.session.customer)?.customer.email : undefined;
    if (req.method !== 'POST') return html(200, checkoutPage(stored, {}, customerEmail));

    const form = new URLSearchParams(await readBody(req));
    const typed: PageForm = { email: (form.get('email') ?? '').trim(), card: form.get('card') ?? DEFAULT_CARD };
    if (!EMAIL.test(typed.email!)) return html(400, checkoutPage(stored, { ...typed, emailError: 'Your email is incomplete.' }));
    const refusal = paySession(store, stored, typed.email!, typed.card!);
    if (refusal) return html(402, checkoutPage(stored, { ...typed, cardError: refusal.refused }));
    // Stripe notifies the endpoint on its own schedule; the visitor does not wait for it.
    void events.send(events.record('checkout.session.completed', stored.session));
    res.writeHead(303, { Location: stored.session.success_url!.replace('{CHECKOUT_SESSION_ID}', stored.session.id) });
    res.end();
  }

  const running = await listen(async (req, res, url) => {
    if (url.pathname.startsWith('/__standin/')) return control(machinery, req, res, url.pathname.slice('/__standin/'.length));
    const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname)?.[1];
    if (page) return hostedPage(req, res, decodeURIComponent(page));
    return api(req, res, url);
  }, options.port);
  const stopSweeping = everyInterval(options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS, () => sweep(account));

  return {
    ...running,
    secretKey,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: running.url },
    setWebhookEndpoint: (url: string) => events.setEndpoint(url),
    stop: async () => {
      stopSweeping();
      await running.stop();
    },
  };
}

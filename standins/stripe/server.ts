import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readBody, sendJson, type RunningServer } from '../shared/http.ts';
import { INJECTED_FAULT } from '../shared/injected-fault.ts';
import { FormError, parseForm } from './form.ts';
import { checkoutPage, closedPage, notFoundPage } from './hosted-page.ts';
import { createSession, isStripeError, markPaid, stripeId, type StoredSession, type StripeErrorBody } from './sessions.ts';
import { deliver, sessionEvent, type Delivery, type StripeEvent } from './webhook.ts';

/**
 * A local stand-in for the part of Stripe this site uses, on the SDK's wire format: form-encoded
 * `POST /v1/checkout/sessions` (Bearer key, Idempotency-Key replays, Stripe's error JSON) and
 * `GET /v1/checkout/sessions/:id`; a hosted checkout page whose Pay completes the session, sends a
 * signed `checkout.session.completed` to the site's webhook and returns to the success URL.
 * Tests steer it through /__standin/… (sessions, paying without a browser, resending the event).
 */
export interface StripeStandin extends RunningServer {
  secretKey: string;
  webhookSecret: string;
  env: Record<string, string>;
  /** Where events go: the site's /api/stripe-webhook, known once the site is served. */
  setWebhookEndpoint(url: string): void;
}

/** The API version of the stand-in's events, unless a request names its own. */
export const DEFAULT_API_VERSION = '2026-10-28.endive';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Replay {
  fingerprint: string;
  status: number;
  body: unknown;
}

export async function startStripeStandin(
  options: { port?: number; secretKey?: string; webhookSecret?: string; webhookEndpoint?: string } = {},
): Promise<StripeStandin> {
  const secretKey = options.secretKey ?? 'sk_test_standin_local_only';
  const webhookSecret = options.webhookSecret ?? 'whsec_standinWebhookSecret000000000';
  let webhookEndpoint = options.webhookEndpoint;
  let sessions = new Map<string, StoredSession>();
  let events = new Map<string, StripeEvent>();
  let replays = new Map<string, Replay>();
  let deliveries: Delivery[] = [];
  /** Injected API failures; with `match`, only requests whose body or path contain it fail, so parallel tests are not hit. */
  let outages: { status: number; remaining: number; match: string | undefined }[] = [];

  function stripeError(res: ServerResponse, failure: StripeErrorBody, headers: Record<string, string> = {}) {
    sendJson(res, failure.status, { error: failure.error }, { 'Request-Id': stripeId('req', 14), ...headers });
  }

  function authorized(req: IncomingMessage): string | undefined {
    const header = req.headers.authorization ?? '';
    const bearer = /^Bearer (.+)$/.exec(header)?.[1];
    const basic = /^Basic (.+)$/.exec(header)?.[1];
    const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
    if (!key) return 'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').';
    if (key !== secretKey) return `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
    return undefined;
  }

  async function sendEvent(stored: StoredSession): Promise<Delivery | undefined> {
    const event = events.get(stored.session.id);
    if (!event || !webhookEndpoint) return undefined;
    const delivery = await deliver(webhookEndpoint, event, webhookSecret);
    deliveries.push(delivery);
    return delivery;
  }

  function pay(stored: StoredSession, email: string, apiVersion: string): void {
    markPaid(stored, email);
    events.set(stored.session.id, sessionEvent('checkout.session.completed', stored.session, apiVersion));
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const apiVersion = String(req.headers['stripe-version'] ?? DEFAULT_API_VERSION);
    const problem = authorized(req);
    if (problem) return stripeError(res, { status: 401, error: { type: 'invalid_request_error', message: problem } });
    const body = req.method === 'POST' ? await readBody(req) : '';
    const request = `${url.pathname} ${[...new URLSearchParams(body)].map(([key, value]) => `${key}=${value}`).join('&')}`;
    const outage = outages.find((candidate) => candidate.remaining !== 0 && (!candidate.match || request.includes(candidate.match)));
    if (outage) {
      outage.remaining--;
      return stripeError(res, { status: outage.status, error: { type: 'api_error', message: `An unknown error occurred (${INJECTED_FAULT})` } });
    }
    const id = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)?.[1];
    if (req.method === 'GET' && id) {
      const stored = sessions.get(decodeURIComponent(id));
      if (!stored) {
        return stripeError(res, {
          status: 404,
          error: { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${decodeURIComponent(id)}'` },
        });
      }
      return sendJson(res, 200, stored.session, { 'Request-Id': stripeId('req', 14), 'Stripe-Version': apiVersion });
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = req.headers['idempotency-key'] as string | undefined;
      const replay = key ? replays.get(key) : undefined;
      if (replay) {
        if (replay.fingerprint !== body) {
          return stripeError(res, {
            status: 400,
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        }
        return sendJson(res, replay.status, replay.body, { 'Idempotency-Key': key!, 'Idempotent-Replayed': 'true', 'Request-Id': stripeId('req', 14) });
      }
      let created: StoredSession | StripeErrorBody;
      try {
        created = createSession(parseForm(body), `http://${req.headers.host}`, key);
      } catch (error) {
        if (!(error instanceof FormError)) throw error;
        created = { status: 400, error: { type: 'invalid_request_error', message: error.message } };
      }
      const status = isStripeError(created) ? created.status : 200;
      const answer = isStripeError(created) ? { error: created.error } : created.session;
      if (!isStripeError(created)) sessions.set(created.session.id, created);
      if (key) replays.set(key, { fingerprint: body, status, body: answer });
      return sendJson(res, status, answer, { 'Request-Id': stripeId('req', 14), 'Stripe-Version': apiVersion, ...(key ? { 'Idempotency-Key': key } : {}) });
    }
    return stripeError(res, {
      status: 404,
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
    });
  }

  async function hostedPage(req: IncomingMessage, res: ServerResponse, id: string) {
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
      res.end(text);
    };
    const stored = sessions.get(id);
    if (!stored) return html(404, notFoundPage());
    if (stored.session.status !== 'open') return html(200, closedPage(stored));
    if (req.method !== 'POST') return html(200, checkoutPage(stored));

    const email = (new URLSearchParams(await readBody(req)).get('email') ?? '').trim();
    if (!EMAIL.test(email)) return html(400, checkoutPage(stored, { email, error: 'Your email is incomplete.' }));
    pay(stored, email, DEFAULT_API_VERSION);
    // Stripe notifies the endpoint on its own schedule; the visitor does not wait for it.
    void sendEvent(stored);
    res.writeHead(303, { Location: stored.session.success_url!.replace('{CHECKOUT_SESSION_ID}', stored.session.id) });
    res.end();
  }

  async function control(req: IncomingMessage, res: ServerResponse, action: string) {
    const body = (await readBody(req)) || '{}';
    const input = JSON.parse(body) as { sessionId?: string; email?: string; webhook?: boolean; url?: string; status?: number; times?: number; match?: string };
    const stored = input.sessionId ? sessions.get(input.sessionId) : undefined;
    if (req.method === 'GET' && action === 'sessions') return sendJson(res, 200, { sessions: [...sessions.values()] });
    if (req.method === 'GET' && action === 'deliveries') return sendJson(res, 200, { deliveries });
    if (req.method === 'POST' && action === 'pay') {
      if (!stored) return sendJson(res, 404, { error: 'unknown session' });
      if (stored.session.status !== 'open') return sendJson(res, 409, { error: 'session is not open' });
      pay(stored, input.email ?? 'traveller@example.com', DEFAULT_API_VERSION);
      const delivery = input.webhook === false ? undefined : await sendEvent(stored);
      return sendJson(res, 200, { session: stored.session, delivery });
    }
    if (req.method === 'POST' && action === 'resend') {
      if (!stored || !events.has(stored.session.id)) return sendJson(res, 404, { error: 'no event for this session' });
      return sendJson(res, 200, { delivery: await sendEvent(stored) });
    }
    if (req.method === 'POST' && action === 'webhook-endpoint' && input.url) {
      webhookEndpoint = input.url;
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'POST' && action === 'outage') {
      outages.push({ status: input.status ?? 500, remaining: input.times ?? -1, match: input.match });
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'POST' && action === 'heal') {
      // With `match`, only that test's outages go: parallel tests keep theirs.
      outages = input.match ? outages.filter((outage) => outage.match !== input.match) : [];
      return sendJson(res, 200, { ok: true });
    }
    if (req.method === 'POST' && action === 'reset') {
      sessions = new Map();
      events = new Map();
      replays = new Map();
      deliveries = [];
      outages = [];
      return sendJson(res, 200, { ok: true });
    }
    return sendJson(res, 404, { error: 'unknown control' });
  }

  const running = await listen(async (req, res, url) => {
    if (url.pathname.startsWith('/__standin/')) return control(req, res, url.pathname.slice('/__standin/'.length));
    const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname)?.[1];
    if (page) return hostedPage(req, res, decodeURIComponent(page));
    return api(req, res, url);
  }, options.port);

  return {
    ...running,
    secretKey,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: running.url },
    setWebhookEndpoint(url: string) {
      webhookEndpoint = url;
    },
  };
}

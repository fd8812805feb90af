import { DEFAULT_API_VERSION } from '../../standins/stripe/server.ts';
import type { CheckoutSession } from '../../standins/stripe/sessions.ts';
import { sessionEvent, signatureHeader } from '../../standins/stripe/webhook.ts';

export interface FunctionLatency {
  name: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  /** Answers other than the expected one: a latency of failures would mean nothing. */
  unexpected: number;
}

interface Call {
  path: string;
  init: RequestInit;
}

interface Probe {
  name: string;
  /** The answer of a request that did its work. */
  expected: (status: number, body: string) => boolean;
  request: (n: number) => Call;
}

interface Stripe {
  url: string;
  webhookSecret: string;
}

const DOLOMITES = { packageId: 'recKzVYRroconmqDY', versionId: 'recZRWZeBDWw2TKL3' };
/**
 * Dolomites Classic's departures of 15 seats in the sample base: each checkout holds one place of
 * one of them in turn, 90 places for the bench's 63 checkouts (its paid sessions included).
 */
const CLASSIC_DEPARTURES = ['recCCTmfYw8dGkACN', 'rec80X5UwhQM1XhGk', 'recK7GWXiBzKjPrl4', 'recSqY17nTpD88AM4', 'recFvuPB5cukr87Xp', 'recEkSOM9Z3VgC87Q'];

/** Each request from its own visitor, with its own attempt: a repeated attempt would be a replay of the first. */
const json = (path: string, body: unknown, visitor: string): Call => ({
  path,
  init: { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': `altura-bench ${visitor}` }, body: JSON.stringify(body) },
});

let checkouts = 0;
/** A booking of one traveller on the next Classic departure, with a code, as the widget sends it. */
const booking = (visitor: string) => ({
  ...DOLOMITES,
  departureId: CLASSIC_DEPARTURES[checkouts++ % CLASSIC_DEPARTURES.length],
  attemptId: `bench-${visitor}`,
  stepIds: [],
  quantity: 1,
  currency: 'EUR',
  couponCode: 'WELCOME10',
  language: 'en',
});

function fieldsOf(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const answered = (status: number, body: string, fields: Record<string, unknown>) =>
  status === 200 && Object.entries(fields).every(([key, value]) => fieldsOf(body)[key] === value);

/**
 * Checkout sessions paid in the Stripe stand-in, without their webhook event, as the success page
 * and the webhook meet them: each is fulfilled by the first call that sees it.
 */
function paidSessions(origin: string, stripe: Stripe, count: number, tag: string): Promise<CheckoutSession[]> {
  const paidSession = async (n: number) => {
    const { path, init } = json('/api/checkout', booking(`${tag}-${n}`), `${tag}-${n}`);
    const checkout = await fetch(new URL(path, origin), init);
    if (!checkout.ok) throw new Error(`The bench could not start a checkout: ${checkout.status} ${await checkout.text()}`);
    const sessionId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop();
    const paid = await fetch(`${stripe.url}/__standin/pay`, {
      method: 'POST',
      body: JSON.stringify({ sessionId, email: `bench-${tag}-${n}@example.com`, webhook: false }),
    });
    if (!paid.ok) throw new Error(`The Stripe stand-in could not pay session ${sessionId}: ${paid.status}`);
    return ((await paid.json()) as { session: CheckoutSession }).session;
  };
  return Promise.all(Array.from({ length: count }, (_, n) => paidSession(n)));
}

/** Valid requests of the sample base, one probe per function, each doing its real work. */
async function probes(origin: string, stripe: Stripe, count: number): Promise<Probe[]> {
  const forSuccessPage = await paidSessions(origin, stripe, count, 'success');
  const forWebhook = await paidSessions(origin, stripe, count, 'webhook');
  const visitor = (n: number) => ({ name: 'Bench Visitor', email: `bench-${n}@example.com` });
  return [
    {
      name: 'validate-coupon',
      expected: (status, body) => answered(status, body, { valid: true }),
      request: (n) => json('/api/validate-coupon', { code: 'WELCOME10', packageId: DOLOMITES.packageId }, `coupon-${n}`),
    },
    {
      name: 'checkout',
      expected: (status, body) => status === 200 && typeof fieldsOf(body).url === 'string',
      request: (n) => json('/api/checkout', booking(`checkout-${n}`), `checkout-${n}`),
    },
    {
      name: 'availability',
      expected: (status, body) => status === 200 && Array.isArray(fieldsOf(body).departures),
      request: () => ({ path: `/api/availability?packageId=${DOLOMITES.packageId}`, init: {} }),
    },
    {
      name: 'process-payment',
      expected: (status, body) => answered(status, body, { success: true }),
      request: (n) => ({ path: `/api/process-payment?sessionId=${forSuccessPage[n]!.id}`, init: {} }),
    },
    {
      name: 'stripe-webhook',
      expected: (status, body) => answered(status, body, { received: true, handled: true }),
      request: (n) => {
        const payload = JSON.stringify(sessionEvent('checkout.session.completed', forWebhook[n]!, DEFAULT_API_VERSION));
        return {
          path: '/api/stripe-webhook',
          init: { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signatureHeader(payload, stripe.webhookSecret) }, body: payload },
        };
      },
    },
    {
      name: 'contact',
      expected: (status, body) => answered(status, body, { ok: true }),
      request: (n) => json('/api/contact', { ...visitor(n), message: 'How long is the walk on day two?' }, `contact-${n}`),
    },
    {
      name: 'addBrochureRecord',
      expected: (status, body) => answered(status, body, { ok: true }),
      request: (n) => json('/api/addBrochureRecord', { email: visitor(n).email, packageName: 'Dolomites Hut-to-Hut: Alta Via 1', language: 'en' }, `brochure-${n}`),
    },
    {
      name: 'delete-account',
      expected: (status, body) => answered(status, body, { ok: true }),
      request: (n) => json('/api/delete-account', { ...visitor(n), reason: '' }, `deletion-${n}`),
    },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Each function under a bounded burst: `requests` calls, `concurrency` at a time, after one warm-up call. */
export async function benchFunctionLatency(
  origin: string,
  stripe: Stripe,
  log: (line: string) => void,
  { requests = 20, concurrency = 4 } = {},
): Promise<FunctionLatency[]> {
  const results: FunctionLatency[] = [];
  for (const probe of await probes(origin, stripe, requests + 1)) {
    const call = async (n: number) => {
      const { path, init } = probe.request(n);
      const started = performance.now();
      const response = await fetch(new URL(path, origin), init);
      const body = await response.text();
      return { ms: performance.now() - started, expected: probe.expected(response.status, body) };
    };
    await call(0);
    const timings: { ms: number; expected: boolean }[] = [];
    for (let start = 1; start <= requests; start += concurrency) {
      const batch = Array.from({ length: Math.min(concurrency, requests - start + 1) }, (_, i) => call(start + i));
      timings.push(...(await Promise.all(batch)));
    }
    const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
    const result = {
      name: probe.name,
      requests,
      p50Ms: Math.round(percentile(sorted, 50)),
      p95Ms: Math.round(percentile(sorted, 95)),
      unexpected: timings.filter((timing) => !timing.expected).length,
    };
    log(`  /api/${probe.name}: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms${result.unexpected ? `, ${result.unexpected} unexpected answers` : ''}`);
    results.push(result);
  }
  return results;
}

/** A miss for every function that answered otherwise than expected. */
export function latencyMisses(results: readonly FunctionLatency[]): string[] {
  return results
    .filter((result) => result.unexpected > 0)
    .map((result) => `/api/${result.name}: ${result.unexpected} of ${result.requests} answers were not the expected success`);
}

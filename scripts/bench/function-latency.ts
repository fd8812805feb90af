import { signatureHeader } from '../../standins/stripe/webhook.ts';

export interface FunctionLatency {
  name: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  /** Answers other than the expected status: a latency of failures would mean nothing. */
  unexpected: number;
}

interface Probe {
  name: string;
  status: number;
  request: (n: number) => { path: string; init: RequestInit };
}

const json = (path: string, body: unknown): { path: string; init: RequestInit } => ({
  path,
  init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
});

/** Valid requests of the sample base, one probe per function. */
function probes(webhookSecret: string): Probe[] {
  const dolomites = { packageId: 'recKzVYRroconmqDY', versionId: 'recZRWZeBDWw2TKL3' };
  const visitor = (n: number) => ({ name: 'Bench Visitor', email: `bench-${n}@example.com` });
  return [
    { name: 'validate-coupon', status: 200, request: () => json('/api/validate-coupon', { code: 'WELCOME10', packageId: dolomites.packageId }) },
    {
      name: 'checkout',
      status: 200,
      request: () => json('/api/checkout', { ...dolomites, stepIds: [], quantity: 2, currency: 'EUR', couponCode: 'WELCOME10', language: 'en' }),
    },
    { name: 'process-payment', status: 404, request: () => ({ path: '/api/process-payment?sessionId=cs_test_benchNoSuchSession000', init: {} }) },
    {
      name: 'stripe-webhook',
      status: 200,
      request: (n) => {
        const payload = JSON.stringify({ id: `evt_bench${n}`, object: 'event', type: 'customer.created', data: { object: {} } });
        return { path: '/api/stripe-webhook', init: { method: 'POST', headers: { 'Stripe-Signature': signatureHeader(payload, webhookSecret) }, body: payload } };
      },
    },
    { name: 'contact', status: 200, request: (n) => json('/api/contact', { ...visitor(n), message: 'How long is the walk on day two?' }) },
    {
      name: 'addBrochureRecord',
      status: 200,
      request: (n) => json('/api/addBrochureRecord', { email: visitor(n).email, packageName: 'Dolomites Hut-to-Hut: Alta Via 1', language: 'en' }),
    },
    { name: 'delete-account', status: 200, request: (n) => json('/api/delete-account', { ...visitor(n), reason: '' }) },
  ];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Each function under a bounded burst: `requests` calls, `concurrency` at a time, after one warm-up call. */
export async function benchFunctionLatency(
  origin: string,
  webhookSecret: string,
  log: (line: string) => void,
  { requests = 20, concurrency = 4 } = {},
): Promise<FunctionLatency[]> {
  const results: FunctionLatency[] = [];
  for (const probe of probes(webhookSecret)) {
    const call = async (n: number) => {
      const { path, init } = probe.request(n);
      const started = performance.now();
      const response = await fetch(new URL(path, origin), init);
      await response.arrayBuffer();
      return { ms: performance.now() - started, expected: response.status === probe.status };
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

import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_TIMEOUT_MS, stripeClient } from '../../src/server/payments/stripe-client.ts';

/** A Stripe API that is down: every request answers 500 and is recorded. */
const received: { method: string | undefined; url: string | undefined; headers: IncomingHttpHeaders }[] = [];
const api = createServer((req, res) => {
  received.push({ method: req.method, url: req.url, headers: req.headers });
  res.writeHead(500, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { type: 'api_error', message: 'Down for the test' } }));
});
const saved = { ...process.env };

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_clientUnderTest', STRIPE_API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
});
afterAll(() => {
  process.env = saved;
  api.close();
});

describe('the Stripe client', () => {
  it('sends to STRIPE_API_URL with the secret key and the SDK’s pinned API version, and retries a 5xx twice', async () => {
    await expect(stripeClient().checkout.sessions.retrieve('cs_test_clientRetries')).rejects.toThrow('Down for the test');
    expect(received).toHaveLength(3);
    for (const request of received) {
      expect(request).toMatchObject({ method: 'GET', url: '/v1/checkout/sessions/cs_test_clientRetries' });
      expect(request.headers.authorization).toBe('Bearer sk_test_clientUnderTest');
      expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
    }
  });

  it('gives up on an attempt after 10 s, so that three attempts and the back-off fit in a function’s 60 s', () => {
    expect(stripeClient().getApiField('timeout')).toBe(10_000);
    // Stripe backs off at most 5 s between attempts.
    expect(3 * STRIPE_TIMEOUT_MS + 2 * 5_000).toBeLessThan(60_000);
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import type { BookingFacts } from '../../src/schema/payment.ts';
import { HttpError } from '../../src/server/http.ts';
import { toMetadata } from '../../src/server/payments/booking-metadata.ts';
import { checkCoupon } from '../../src/server/payments/coupons.ts';
import { processPayment, RECORDING_WAIT_MS } from '../../src/server/payments/process-payment.ts';
import { stripeClient } from '../../src/server/payments/stripe-client.ts';
import { COUPON_CHECK_BUDGET_MS } from '../../src/server/payments/validate-coupon.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';
import { startStripeStandin, type StripeStandin } from '../../standins/stripe/server.ts';

/**
 * A slow Airtable or Stripe gets a clear answer to the visitor well before Netlify ends the
 * function at 60 s. Airtable is made slow by holding its answers (fetch); Stripe, which the SDK
 * reaches over node:http, by a server that never answers.
 */
const SLACK_MS = 1_500;

let airtable: AirtableStandin;
let postmark: PostmarkStandin;
let stripe: StripeStandin;
let blobs: LocalBlobs;
let silent: Server;
beforeAll(async () => {
  airtable = await startAirtableStandin();
  postmark = await startPostmarkStandin();
  stripe = await startStripeStandin();
  blobs = await startLocalBlobs();
  silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  for (const [key, value] of Object.entries({ ...airtable.env, ...postmark.env, ...stripe.env, ...blobs.env, CATALOG_FILE: 'no-such-catalog.json' })) vi.stubEnv(key, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  silent.closeAllConnections();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  await Promise.all([airtable.stop(), postmark.stop(), stripe.stop(), blobs.stop()]);
});

/** Airtable holds every answer until the caller gives up, as an overloaded base would. */
function slowAirtable() {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input instanceof Request ? input.url : input).startsWith(airtable.url)
      ? new Promise<Response>((_, reject) => {
          if (init?.signal?.aborted) reject(init.signal.reason);
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        })
      : realFetch(input, init),
  );
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; outcome: T | unknown }> {
  const started = performance.now();
  const outcome = await work().catch((error: unknown) => error);
  return { ms: performance.now() - started, outcome };
}

describe('deadlines', { timeout: 60_000 }, () => {
  it('gives the promo-code check 10 s, then a clear "try again": a 502 error_validating_code', async () => {
    expect(COUPON_CHECK_BUDGET_MS).toBeLessThanOrEqual(10_000);
    slowAirtable();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ms, outcome } = await timed(() => checkCoupon('WELCOME10', 'recKzVYRroconmqDY', Date.now() + 800));
    vi.restoreAllMocks();
    expect(outcome).toBeInstanceOf(HttpError);
    expect(outcome).toMatchObject({ status: 502, key: 'error_validating_code' });
    expect(ms).toBeLessThan(800 + SLACK_MS);
  });

  it('answers the success page within 5 s of recording when Airtable does not answer: the payment stands', async () => {
    const facts: BookingFacts = {
      packageId: 'recKzVYRroconmqDY',
      packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
      versionId: 'recFqb7uLHIXkMJvq',
      versionName: 'Short Escape',
      stepIds: [],
      quantity: 1,
      currency: 'EUR',
      // 1290 € in all; 30 % = 387 € now.
      total: 1290,
      payment: 'deposit',
      paidNowMinor: 38_700,
      balance: 903,
      discountPercent: 0,
      language: 'en',
    };
    const session = await stripeClient().checkout.sessions.create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 38_700, product_data: { name: 'Alta Via 1 – Short Escape' } } }],
      success_url: 'https://www.altura.example/success/?session_id={CHECKOUT_SESSION_ID}',
      metadata: toMetadata(facts),
    });
    await fetch(`${stripe.url}/__standin/pay`, { method: 'POST', body: JSON.stringify({ sessionId: session.id, email: 'anna@example.com', webhook: false }) });

    slowAirtable();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ms, outcome } = await timed(() => processPayment(new Request(`https://www.altura.example/api/process-payment?sessionId=${session.id}`)));
    vi.restoreAllMocks();
    expect(ms).toBeLessThan(RECORDING_WAIT_MS + SLACK_MS);
    expect(outcome).toBeInstanceOf(Response);
    expect(await (outcome as Response).json()).toMatchObject({ success: true, data: { amount: 387, currency: 'EUR', balance: 903 } });
  });

  it('answers the success page with a 502 "reload in a moment" when Stripe does not answer: two tries of 8 s', async () => {
    vi.stubEnv('STRIPE_API_URL', `http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { ms, outcome } = await timed(() => processPayment(new Request('https://www.altura.example/api/process-payment?sessionId=cs_test_slow')));
      expect(ms).toBeLessThan(2 * 8_000 + 2 * SLACK_MS);
      expect((outcome as Response).status).toBe(502);
      expect(await (outcome as Response).json()).toMatchObject({ success: false, error: 'payment_unavailable' });
    } finally {
      vi.restoreAllMocks();
      vi.stubEnv('STRIPE_API_URL', stripe.env.STRIPE_API_URL!);
    }
  });
});

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import stripeWebhook from '../../netlify/functions/stripe-webhook.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../src/server/payments/stripe-client.ts';

/**
 * The webhook acts on an event only if Stripe signed it: the signature over the exact body, with
 * the endpoint's secret, made within the last five minutes. Signed here with Stripe's own helper.
 * The event is one the site does not act on, so that nothing but the check runs.
 */
const SECRET = 'whsec_unitTestSigningSecret0000000000';
const payload = JSON.stringify({
  id: 'evt_signatureTest',
  object: 'event',
  type: 'customer.created',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: { object: { id: 'cus_signatureTest', object: 'customer' } },
});

const saved = process.env.STRIPE_WEBHOOK_SECRET;
beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
});
afterAll(() => {
  if (saved === undefined) delete process.env.STRIPE_WEBHOOK_SECRET;
  else process.env.STRIPE_WEBHOOK_SECRET = saved;
});

const nowSeconds = () => Math.floor(Date.now() / 1000);
const signature = (options: { secret?: string; timestamp?: number; body?: string } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload: options.body ?? payload, secret: options.secret ?? SECRET, timestamp: options.timestamp ?? nowSeconds() });
const deliver = (body: string, header?: string) =>
  stripeWebhook(
    new Request('https://altura.example/api/stripe-webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header === undefined ? {} : { 'stripe-signature': header }) },
      body,
    }),
  );

describe('the Stripe webhook’s signature check', () => {
  it('accepts an event signed with the endpoint’s secret', async () => {
    const response = await deliver(payload, signature());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, handled: false });
  });

  it('accepts an event signed just inside the tolerance of five minutes', async () => {
    const response = await deliver(payload, signature({ timestamp: nowSeconds() - (WEBHOOK_TOLERANCE_SECONDS - 10) }));
    expect(response.status).toBe(200);
  });

  it.each([
    ['signed with another secret', () => deliver(payload, signature({ secret: 'whsec_someoneElsesSecret000000000000' }))],
    ['whose body was changed after signing', () => deliver(payload.replace('cus_signatureTest', 'cus_tampered0000000'), signature())],
    ['signed more than five minutes ago', () => deliver(payload, signature({ timestamp: nowSeconds() - WEBHOOK_TOLERANCE_SECONDS - 10 }))],
    ['without a Stripe-Signature header', () => deliver(payload)],
    ['with a header that is not a signature', () => deliver(payload, 'not-a-signature')],
  ])('refuses an event %s with a 400', async (_, send) => {
    const response = await send();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_signature', message: expect.any(String) });
  });
});

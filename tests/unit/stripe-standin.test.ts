import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm } from '../../standins/stripe/form.ts';
import { startStripeStandin, type StripeStandin } from '../../standins/stripe/server.ts';

/** The stand-in must answer the official SDK exactly as Stripe does for the calls the site makes. */
let standin: StripeStandin;
let sdk: Stripe;
const received: { signature: string | undefined; body: string }[] = [];
const webhook = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ signature: req.headers['stripe-signature'] as string | undefined, body });
    res.end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  standin = await startStripeStandin({ webhookEndpoint: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook` });
  sdk = new Stripe(standin.secretKey, { host: '127.0.0.1', port: standin.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(async () => {
  await standin.stop();
  webhook.close();
});

const params = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 38_700, product_data: { name: 'Alps – Short', description: '30% deposit for 2 travellers' } } }],
  customer_creation: 'always',
  payment_intent_data: { setup_future_usage: 'off_session' },
  success_url: 'https://example.com/success/?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://example.com/packages/alps/',
  metadata: { packageId: 'recA', quantity: '2' },
  ...overrides,
});

describe('the form encoding', () => {
  it('reads back nested keys and indexed arrays', () => {
    expect(parseForm('line_items[0][price_data][currency]=eur&line_items[1][quantity]=2&metadata[a%20b]=x%26y&mode=payment')).toEqual({
      line_items: [{ price_data: { currency: 'eur' } }, { quantity: '2' }],
      metadata: { 'a b': 'x&y' },
      mode: 'payment',
    });
  });
});

describe('Stripe stand-in, through the official SDK', () => {
  it('creates and retrieves a Checkout Session', async () => {
    const session = await sdk.checkout.sessions.create(params());
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 38_700,
      currency: 'eur',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      metadata: { packageId: 'recA', quantity: '2' },
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standin.url}/c/pay/${session.id}`);
    expect((await sdk.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await sdk.checkout.sessions.create(params(), { idempotencyKey: 'key-1' });
    const again = await sdk.checkout.sessions.create(params(), { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    await expect(sdk.checkout.sessions.create(params({ metadata: { other: 'x' } }), { idempotencyKey: 'key-1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('answers Stripe’s errors: missing parameter, bad key, unknown session, too small an amount', async () => {
    await expect(sdk.checkout.sessions.create({ ...params(), line_items: undefined })).rejects.toMatchObject({ type: 'StripeInvalidRequestError', param: 'line_items' });
    await expect(new Stripe('sk_test_wrong', { host: '127.0.0.1', port: standin.port, protocol: 'http' }).checkout.sessions.create(params())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    await expect(sdk.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const tiny = params({ line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 29, product_data: { name: 'x' } } }] });
    await expect(sdk.checkout.sessions.create(tiny)).rejects.toMatchObject({ statusCode: 400, param: 'line_items' });
  });

  it('pays on the hosted page: completes the session, signs the event, returns to the success URL', async () => {
    const session = await sdk.checkout.sessions.create(params());
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Pay €387.00');
    expect(page).toContain('Alps – Short');
    expect(page).toMatch(/<label for="email">Email<\/label>/);

    const invalid = await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ email: 'not-an-email' }), redirect: 'manual' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('value="not-an-email"');

    const paid = await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ email: 'anna@example.com' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`https://example.com/success/?session_id=${session.id}`);

    const retrieved = await sdk.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'anna@example.com' } });
    expect(retrieved.customer).toMatch(/^cus_/);

    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const delivered = received.at(-1)!;
    const event = Stripe.webhooks.constructEvent(delivered.body, delivered.signature!, standin.webhookSecret, 300);
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    expect(() => Stripe.webhooks.constructEvent(delivered.body, delivered.signature!, 'whsec_other', 300)).toThrow();
  });
});

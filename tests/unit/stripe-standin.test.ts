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

/** Stripe's clock: whole seconds. */
const now = () => Math.floor(Date.now() / 1000);

/** The events the webhook endpoint received, verified as the site verifies them. */
async function eventsReceived(): Promise<Stripe.Event[]> {
  return Promise.all(received.map((delivery) => Stripe.webhooks.constructEventAsync(delivery.body, delivery.signature!, standin.webhookSecret, 300)));
}

const controlPost = (action: string, body: unknown) => fetch(`${standin.url}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });

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
    // Unless asked, a session lives 24 hours; nothing is paid, so there is no customer nor PaymentIntent yet.
    expect(session.expires_at - session.created).toBe(24 * 3600);
    expect(session).toMatchObject({ customer: null, payment_intent: null });
    expect((await sdk.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await sdk.checkout.sessions.create(params(), { idempotencyKey: 'key-1' });
    const again = await sdk.checkout.sessions.create(params(), { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    await expect(sdk.checkout.sessions.create(params({ metadata: { other: 'x' } }), { idempotencyKey: 'key-1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
      message: "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'key-1' if you meant to execute a different request.",
    });
    await expect(sdk.customers.create({ email: 'anna@example.com' }, { idempotencyKey: 'key-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
  });

  it('keeps no answer for a key whose parameters were refused, as Stripe documents', async () => {
    await expect(sdk.checkout.sessions.create({ ...params(), success_url: 'not a url' }, { idempotencyKey: 'key-refused' })).rejects.toMatchObject({ param: 'success_url' });
    const created = await sdk.checkout.sessions.create(params(), { idempotencyKey: 'key-refused' });
    expect(created.status).toBe('open');
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

describe('Checkout Sessions: expiry, customers and the PaymentIntent', () => {
  it('accepts an expires_at from 30 minutes to 24 hours ahead, and refuses others as Stripe does', async () => {
    const halfHour = await sdk.checkout.sessions.create(params({ expires_at: now() + 30 * 60 + 5 }));
    expect(halfHour.expires_at - halfHour.created).toBeGreaterThanOrEqual(30 * 60);
    expect(halfHour.expires_at - halfHour.created).toBeLessThanOrEqual(30 * 60 + 5);
    await expect(sdk.checkout.sessions.create(params({ expires_at: now() + 29 * 60 }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
    });
    await expect(sdk.checkout.sessions.create(params({ expires_at: now() + 25 * 3600 }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'expires_at',
      message: 'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
    });
  });

  it('expires a session on request: the event is signed, the page is closed, the session can no longer be paid or expired', async () => {
    const session = await sdk.checkout.sessions.create(params({ expires_at: now() + 3600 }));
    const expired = await sdk.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ id: session.id, status: 'expired', payment_status: 'unpaid', url: null });
    expect((await sdk.checkout.sessions.retrieve(session.id)).status).toBe('expired');

    await expect.poll(async () => (await eventsReceived()).filter((event) => event.type === 'checkout.session.expired').map((event) => event.data.object.id)).toContain(session.id);
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('This Checkout Session is no longer active.');
    expect((await controlPost('pay', { sessionId: session.id })).status).toBe(409);
    await expect(sdk.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
    await expect(sdk.checkout.sessions.expire('cs_test_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('lets a test expire one session at once, with its event delivered before the answer', async () => {
    const session = await sdk.checkout.sessions.create(params());
    const answer = (await (await controlPost('expire', { sessionId: session.id })).json()) as { session: Stripe.Checkout.Session; delivery: { type: string; sessionId: string; status: number } };
    expect(answer.session.status).toBe('expired');
    expect(answer.delivery).toMatchObject({ type: 'checkout.session.expired', sessionId: session.id, status: 200 });
    expect((await controlPost('expire', { sessionId: session.id })).status).toBe(409);
    expect((await controlPost('expire', { sessionId: 'cs_test_unknown' })).status).toBe(404);
  });

  it('expires a session when time has passed its expires_at: a clock moved forward, then the sweep', async () => {
    const expiresAt = now() + 31 * 60;
    const halfHour = await sdk.checkout.sessions.create(params({ expires_at: expiresAt }));
    const day = await sdk.checkout.sessions.create(params());
    type Moved = { expired: string[]; deliveries: { sessionId: string; type: string }[] };
    // 30 minutes later the session still has a minute to live; one more minute and it is over.
    const early = (await (await controlPost('clock', { advanceSeconds: 30 * 60 })).json()) as Moved;
    expect(early.expired).not.toContain(halfHour.id);
    expect((await sdk.checkout.sessions.retrieve(halfHour.id)).status).toBe('open');
    const moved = (await (await controlPost('clock', { advanceSeconds: 60 })).json()) as Moved;
    expect(moved.expired).toContain(halfHour.id);
    expect(moved.expired).not.toContain(day.id);
    expect(moved.deliveries).toContainEqual(expect.objectContaining({ sessionId: halfHour.id, type: 'checkout.session.expired' }));
    const expired = await sdk.checkout.sessions.retrieve(halfHour.id);
    expect(expired).toMatchObject({ status: 'expired', expires_at: expiresAt - 31 * 60 });
    expect((await sdk.checkout.sessions.retrieve(day.id)).status).toBe('open');
    // Sessions made afterwards live on the real clock again: 30 minutes ahead is still accepted.
    expect((await sdk.checkout.sessions.create(params({ expires_at: now() + 30 * 60 + 5 }))).status).toBe('open');
    expect((await controlPost('clock', { advanceSeconds: -5 })).status).toBe(400);
  });

  it('sweeps on its own timer: a session whose time runs out expires and its event is sent', async () => {
    const quick = await startStripeStandin({ webhookEndpoint: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hook`, sweepIntervalMs: 100 });
    try {
      const client = new Stripe(quick.secretKey, { host: '127.0.0.1', port: quick.port, protocol: 'http', maxNetworkRetries: 0 });
      const session = await client.checkout.sessions.create(params({ expires_at: now() + 30 * 60 + 1 }));
      // 1 799 s pass at once; the last second or two pass for real, and the timer finds the session due.
      await fetch(`${quick.url}/__standin/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: 30 * 60 - 1 }) });
      expect((await client.checkout.sessions.retrieve(session.id)).status).toBe('open');
      await expect.poll(async () => (await fetch(`${quick.url}/__standin/deliveries`).then((response) => response.json()) as { deliveries: { sessionId: string; type: string }[] }).deliveries, { timeout: 5_000 })
        .toContainEqual(expect.objectContaining({ sessionId: session.id, type: 'checkout.session.expired' }));
    } finally {
      await quick.stop();
    }
  });

  it('pays a session for a saved customer: email prefilled from the customer, no new customer made', async () => {
    const customer = await sdk.customers.create({ email: 'balance@example.com', name: 'Bea Balance' });
    const session = await sdk.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 90_300, product_data: { name: 'Alps – Short: balance' } } }],
      success_url: 'https://example.com/balance/paid/?session_id={CHECKOUT_SESSION_ID}',
      metadata: { bookingId: 'recBalance1', kind: 'balance' },
    });
    expect(session).toMatchObject({ customer: customer.id, customer_email: null, amount_total: 90_300, metadata: { bookingId: 'recBalance1', kind: 'balance' } });
    expect(await (await fetch(session.url!)).text()).toContain('value="balance@example.com"');

    const paid = await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ email: 'balance@example.com', card: '4242 4242 4242 4242' }), redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`https://example.com/balance/paid/?session_id=${session.id}`);
    expect(await sdk.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    expect((await sdk.customers.list({ email: 'balance@example.com' })).data.map((listed) => listed.id)).toEqual([customer.id]);
    await expect.poll(async () => (await eventsReceived()).filter((event) => event.type === 'checkout.session.completed').map((event) => event.data.object.id)).toContain(session.id);
  });

  it('refuses a session for a customer that does not exist or together with customer_email', async () => {
    await expect(sdk.checkout.sessions.create(params({ customer: 'cus_nobody', customer_creation: undefined }))).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    const customer = await sdk.customers.create({ email: 'both@example.com' });
    await expect(sdk.checkout.sessions.create(params({ customer: customer.id, customer_email: 'both@example.com' }))).rejects.toMatchObject({ statusCode: 400, code: 'parameters_exclusive' });
  });

  it('shows the paid session’s PaymentIntent, expanded with its saved card, carrying payment_intent_data.metadata', async () => {
    const session = await sdk.checkout.sessions.create(params({ payment_intent_data: { setup_future_usage: 'off_session', metadata: { bookingRef: 'ALPS-1' } } }));
    await controlPost('pay', { sessionId: session.id, email: 'expand@example.com', webhook: false });
    const paid = await sdk.checkout.sessions.retrieve(session.id, { expand: ['payment_intent', 'payment_intent.payment_method'] });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 38_700, amount_received: 38_700, currency: 'eur', customer: paid.customer, metadata: { bookingRef: 'ALPS-1' }, setup_future_usage: 'off_session' });
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(intent.payment_method).toMatchObject({ object: 'payment_method', type: 'card', customer: paid.customer, card: { brand: 'visa', last4: '4242' } });
    expect(paid.customer).toMatch(/^cus_/);
    expect((await sdk.paymentIntents.retrieve(intent.id)).id).toBe(intent.id);
    await expect(sdk.checkout.sessions.retrieve(session.id, { expand: ['currency'] })).rejects.toMatchObject({ statusCode: 400, message: 'This property cannot be expanded (currency).' });
  });
});

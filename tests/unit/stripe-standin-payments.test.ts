import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandin, type StripeStandin } from '../../standins/stripe/server.ts';

/**
 * The stand-in's cards, customers and off-session charges, through the official SDK: what the
 * balance job and the erasure will call, answered as Stripe answers them.
 */
let standin: StripeStandin;
let sdk: Stripe;
const received: { signature: string; body: string }[] = [];
const webhook = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  req.on('end', () => {
    received.push({ signature: String(req.headers['stripe-signature']), body });
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

const control = (action: string, body: unknown) => fetch(`${standin.url}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });

/** A deposit of €387 that saves the card for the balance, as the site's checkout makes it. */
const depositSession = () =>
  sdk.checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 38_700, product_data: { name: 'Alps – Short' } } }],
    customer_creation: 'always',
    payment_intent_data: { setup_future_usage: 'off_session', metadata: { bookingRef: 'ALPS-2' } },
    success_url: 'https://example.com/success/?session_id={CHECKOUT_SESSION_ID}',
  });

/** Pays a deposit with a card; answers the customer and the saved card. */
async function savedCard(card: string, email: string): Promise<{ customer: string; paymentMethod: string }> {
  const session = await depositSession();
  expect((await control('pay', { sessionId: session.id, email, card, webhook: false })).status).toBe(200);
  const paid = await sdk.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
  return { customer: paid.customer as string, paymentMethod: (paid.payment_intent as Stripe.PaymentIntent).payment_method as string };
}

/** The €903 balance, charged off-session as the daily job charges it. */
const balance = (saved: { customer: string; paymentMethod: string }, key: string) =>
  sdk.paymentIntents.create(
    { amount: 90_300, currency: 'eur', customer: saved.customer, payment_method: saved.paymentMethod, off_session: true, confirm: true, metadata: { bookingId: 'recBooking1', kind: 'balance' } },
    { idempotencyKey: key },
  );

/** The ids of the PaymentIntents the webhook heard of in events of this type, verified as the site verifies them. */
async function intentEvents(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'): Promise<string[]> {
  const all = await Promise.all(received.map((delivery) => Stripe.webhooks.constructEventAsync(delivery.body, delivery.signature, standin.webhookSecret, 300)));
  return all.filter((event) => event.type === type).map((event) => (event.data.object as Stripe.PaymentIntent).id);
}

describe('the hosted page’s card field and Stripe’s test cards', () => {
  it('shows a labelled card number prefilled with 4242 4242 4242 4242', async () => {
    const page = await (await fetch((await depositSession()).url!)).text();
    expect(page).toMatch(/<label for="card">Card number<\/label>\s*<input id="card" name="card"[^>]*value="4242 4242 4242 4242"/);
  });

  it('shows a declined card (4000 0000 0000 0002) and keeps the session open; another card then pays it', async () => {
    const session = await depositSession();
    const declined = await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ email: 'dora@example.com', card: '4000 0000 0000 0002' }), redirect: 'manual' });
    expect(declined.status).toBe(402);
    const page = await declined.text();
    expect(page).toContain('<p class="error" id="card-error">Your card was declined.</p>');
    expect(page).toMatch(/<input id="card"[^>]*aria-describedby="card-error card-note"[^>]*aria-invalid="true"/);
    expect(page).toContain('value="dora@example.com"');
    const open = await sdk.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(open).toMatchObject({ status: 'open', payment_status: 'unpaid', customer: null });
    expect(open.payment_intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } });

    const paid = await fetch(session.url!, { method: 'POST', body: new URLSearchParams({ email: 'dora@example.com', card: '4242424242424242' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    const complete = await sdk.checkout.sessions.retrieve(session.id);
    expect(complete).toMatchObject({ status: 'complete', payment_intent: (open.payment_intent as Stripe.PaymentIntent).id });
    expect((await sdk.paymentIntents.retrieve(complete.payment_intent as string)).status).toBe('succeeded');
  });

  it('refuses a card number that is not one, and a real card in test mode', async () => {
    const session = await depositSession();
    const pay = (card: string) => fetch(session.url!, { method: 'POST', body: new URLSearchParams({ email: 'ivy@example.com', card }) }).then((response) => response.text());
    expect(await pay('1234 5678')).toContain('Your card number is invalid.');
    expect(await pay('4000 0566 5566 5556')).toContain('used a non test card');
  });

  it('pays through /__standin/pay with a card, and answers 402 with the words of a refused one', async () => {
    const session = await depositSession();
    const refused = await control('pay', { sessionId: session.id, card: '4000000000000002' });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ error: 'card_refused', message: 'Your card was declined.', session: { status: 'open' } });
    expect((await control('pay', { sessionId: session.id, card: '4000000000000341' })).status).toBe(200);
  });
});

describe('customers and their saved cards', () => {
  it('creates, retrieves and lists customers by email, newest first', async () => {
    const first = await sdk.customers.create({ email: 'lena@example.com', name: 'Lena', metadata: { source: 'test' } });
    const second = await sdk.customers.create({ email: 'lena@example.com' });
    await sdk.customers.create({ email: 'other@example.com' });
    expect(first).toMatchObject({ object: 'customer', email: 'lena@example.com', name: 'Lena', metadata: { source: 'test' }, livemode: false });
    expect(first.id).toMatch(/^cus_/);
    expect(await sdk.customers.retrieve(first.id)).toMatchObject({ id: first.id, email: 'lena@example.com' });
    const listed = await sdk.customers.list({ email: 'lena@example.com' });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(listed.data.map((customer) => customer.id)).toEqual([second.id, first.id]);
    await expect(sdk.customers.retrieve('cus_nobody')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such customer: 'cus_nobody'" });
    await expect(sdk.customers.create({ email: 'not an email' })).rejects.toMatchObject({ statusCode: 400, param: 'email' });
  });

  it('saves the card of a deposit to the customer Checkout made, with the email typed', async () => {
    const saved = await savedCard('4242424242424242', 'mia@example.com');
    expect(await sdk.customers.retrieve(saved.customer)).toMatchObject({ email: 'mia@example.com' });
    const cards = await sdk.customers.listPaymentMethods(saved.customer);
    expect(cards.data).toHaveLength(1);
    expect(cards.data[0]).toMatchObject({ id: saved.paymentMethod, type: 'card', customer: saved.customer, card: { brand: 'visa', last4: '4242' } });
    expect((await sdk.paymentMethods.list({ customer: saved.customer, type: 'card' })).data.map((card) => card.id)).toEqual([saved.paymentMethod]);
    expect(await sdk.paymentMethods.retrieve(saved.paymentMethod)).toMatchObject({ customer: saved.customer, card: { last4: '4242' } });
  });

  it('deletes a customer as Stripe does: its card detached, charging it refused, listed as deleted for the tests', async () => {
    const saved = await savedCard('4242424242424242', 'erase@example.com');
    expect(await sdk.customers.del(saved.customer)).toEqual(expect.objectContaining({ id: saved.customer, object: 'customer', deleted: true }));
    expect(await sdk.customers.retrieve(saved.customer)).toEqual(expect.objectContaining({ id: saved.customer, object: 'customer', deleted: true }));
    expect((await sdk.customers.list({ email: 'erase@example.com' })).data).toEqual([]);
    expect((await sdk.paymentMethods.retrieve(saved.paymentMethod)).customer).toBeNull();
    await expect(balance(saved, 'balance-erased')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'customer',
      message: `No such customer: '${saved.customer}'`,
    });
    await expect(sdk.customers.del(saved.customer)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(sdk.customers.listPaymentMethods(saved.customer)).rejects.toMatchObject({ statusCode: 404 });

    const listing = (await (await fetch(`${standin.url}/__standin/customers`)).json()) as { customers: { customer: { id: string; email: string }; deleted: boolean; paymentMethods: unknown[] }[] };
    expect(listing.customers.find((entry) => entry.customer.id === saved.customer)).toEqual({ customer: expect.objectContaining({ email: 'erase@example.com' }), deleted: true, paymentMethods: [] });
  });
});

describe('off-session charges of a saved card', () => {
  it('charges a good card once per idempotency key, and tells the webhook', async () => {
    const saved = await savedCard('4242424242424242', 'paid@example.com');
    const charged = await balance(saved, 'balance-recBooking1');
    expect(charged).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 90_300, amount_received: 90_300, currency: 'eur', customer: saved.customer, payment_method: saved.paymentMethod, metadata: { bookingId: 'recBooking1', kind: 'balance' } });
    expect(charged.latest_charge).toMatch(/^ch_/);

    const again = await balance(saved, 'balance-recBooking1');
    expect(again.id).toBe(charged.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    const intents = (await (await fetch(`${standin.url}/__standin/payment_intents`)).json()) as { paymentIntents: { paymentIntent: { id: string; amount: number; customer: string }; idempotencyKey?: string; offSession: boolean }[] };
    const balances = intents.paymentIntents.filter((entry) => entry.paymentIntent.customer === saved.customer && entry.offSession);
    expect(balances).toEqual([expect.objectContaining({ idempotencyKey: 'balance-recBooking1', paymentIntent: expect.objectContaining({ id: charged.id, amount: 90_300 }) })]);
    await expect.poll(() => intentEvents('payment_intent.succeeded')).toEqual([charged.id]);
  });

  it('declines the 0341 card with Stripe’s card error, the same again for the same key', async () => {
    const saved = await savedCard('4000000000000341', 'declined@example.com');
    const failure = await balance(saved, 'balance-declined').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' });
    const intent = (failure as Stripe.errors.StripeCardError).payment_intent!;
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 90_300, customer: saved.customer, payment_method: null, last_payment_error: { type: 'card_error', code: 'card_declined', payment_method: { id: saved.paymentMethod } } });
    expect((failure as Stripe.errors.StripeCardError).payment_method?.id).toBe(saved.paymentMethod);
    expect((await sdk.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');

    const replayed = await balance(saved, 'balance-declined').catch((error: unknown) => error);
    expect((replayed as Stripe.errors.StripeCardError).payment_intent?.id).toBe(intent.id);
    await expect.poll(() => intentEvents('payment_intent.payment_failed')).toContain(intent.id);
  });

  it('refuses the 3184 card with authentication_required, as Stripe does for an off-session charge', async () => {
    const saved = await savedCard('4000002760003184', 'auth@example.com');
    const failure = await balance(saved, 'balance-authentication').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({ statusCode: 402, code: 'authentication_required', decline_code: 'authentication_required', payment_intent: { status: 'requires_payment_method', last_payment_error: { code: 'authentication_required' } } });
  });

  it('lists a customer’s PaymentIntents newest first, in Stripe’s list envelope and pages', async () => {
    const saved = await savedCard('4242424242424242', 'list@example.com');
    const first = await balance(saved, 'list-1');
    const second = await balance(saved, 'list-2');
    const listed = await sdk.paymentIntents.list({ customer: saved.customer });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/payment_intents' });
    // The deposit's PaymentIntent was made first.
    expect(listed.data.map((intent) => intent.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(listed.data.map((intent) => intent.amount)).toEqual([90_300, 90_300, 38_700]);
    const page = await sdk.paymentIntents.list({ customer: saved.customer, limit: 1 });
    expect(page).toMatchObject({ has_more: true, data: [{ id: second.id }] });
    expect((await sdk.paymentIntents.list({ customer: saved.customer, limit: 1, starting_after: second.id })).data[0]!.id).toBe(first.id);
    expect(await sdk.paymentIntents.list({ customer: saved.customer, expand: ['data.payment_method'] })).toMatchObject({ data: [{ payment_method: { card: { last4: '4242' } } }, {}, {}] });
  });

  it('refuses a charge Stripe would refuse before trying the card', async () => {
    const saved = await savedCard('4242424242424242', 'refuse@example.com');
    const other = await savedCard('4242424242424242', 'other-owner@example.com');
    const attempt = (overrides: Partial<Stripe.PaymentIntentCreateParams>) =>
      sdk.paymentIntents.create({ amount: 90_300, currency: 'eur', customer: saved.customer, payment_method: saved.paymentMethod, off_session: true, confirm: true, ...overrides });
    await expect(attempt({ amount: 20 })).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_small', param: 'amount', message: 'Amount must be at least €0.50 eur' });
    await expect(attempt({ currency: 'xyz' })).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
    await expect(attempt({ payment_method: 'pm_nothing' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'payment_method' });
    await expect(attempt({ payment_method: other.paymentMethod })).rejects.toMatchObject({ statusCode: 400, param: 'payment_method' });
    await expect(attempt({ confirm: false })).rejects.toMatchObject({ statusCode: 400, param: 'off_session' });
    expect((await sdk.paymentIntents.list({ customer: saved.customer })).data).toHaveLength(1);
  });

  it('fails the calls an outage with `match` names, and only those', async () => {
    const saved = await savedCard('4242424242424242', 'outage@example.com');
    await control('outage', { status: 503, times: 1, match: `customer=${saved.customer}&` });
    await expect(balance(saved, 'outage-1')).rejects.toMatchObject({ type: 'StripeAPIError', statusCode: 503 });
    expect((await sdk.customers.retrieve(saved.customer)).id).toBe(saved.customer);
    expect((await balance(saved, 'outage-1')).status).toBe('succeeded');
    await control('outage', { status: 500, match: `DELETE /v1/customers/${saved.customer}` });
    await expect(sdk.customers.del(saved.customer)).rejects.toMatchObject({ statusCode: 500 });
    await control('heal', { match: `DELETE /v1/customers/${saved.customer}` });
    expect((await sdk.customers.del(saved.customer)).deleted).toBe(true);
  });
});

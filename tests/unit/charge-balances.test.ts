import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { operatorTimeZone } from '../../src/config/company.ts';
import { addDays, dayIn } from '../../src/domain/dates.ts';
import { HttpError } from '../../src/server/http.ts';
import { chargeDueBalances } from '../../src/server/balances/charge-balances.ts';
import { readBalanceToken } from '../../src/server/balances/balance-token.ts';
import { stripeClient } from '../../src/server/payments/stripe-client.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { startPostmarkStandin, type PostmarkStandin, type SentEmail } from '../../standins/postmark/server.ts';
import type { CustomerEntry } from '../../standins/stripe/controls.ts';
import type { StoredPaymentIntent } from '../../standins/stripe/payment-intents.ts';
import { startStripeStandin, type StripeStandin } from '../../standins/stripe/server.ts';

/**
 * The balance job against stand-ins of its own, so that its runs and the faults injected here
 * meet no other test's bookings. tests/functions/balances.test.ts runs it over HTTP on bookings
 * the site made.
 */
let airtable: AirtableStandin;
let stripe: StripeStandin;
let postmark: PostmarkStandin;
let blobs: LocalBlobs;
const saved = { ...process.env };
const ORIGIN = 'https://altura.example';

beforeAll(async () => {
  [airtable, stripe, postmark, blobs] = await Promise.all([startAirtableStandin({ base: {} }), startStripeStandin(), startPostmarkStandin(), startLocalBlobs()]);
  // The Blobs store holds the mail outbox's markers: each email goes out once.
  Object.assign(process.env, airtable.env, stripe.env, postmark.env, blobs.env, { CATALOG_FILE: 'no-such-catalog.json' });
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([airtable.stop(), stripe.stop(), postmark.stop(), blobs.stop()]);
});
afterEach(() => {
  vi.restoreAllMocks();
});
beforeEach(async () => {
  await Promise.all([`${airtable.url}/__standin/reset`, `${stripe.url}/__standin/reset`, `${postmark.url}/__standin/reset`].map((url) => fetch(url, { method: 'POST' })));
});

const today = () => dayIn(operatorTimeZone(), new Date());
/** The run's log, where an operator looks for what a scheduled run could not do. */
const runLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const control = (url: string, body: unknown) => fetch(url, { method: 'POST', body: JSON.stringify(body) });
const outbox = async (): Promise<SentEmail[]> => ((await (await fetch(`${postmark.url}/__standin/outbox`)).json()) as { messages: SentEmail[] }).messages;
const intentsOf = async (sessionId: string) =>
  ((await (await fetch(`${stripe.url}/__standin/payment_intents`)).json()) as { paymentIntents: StoredPaymentIntent[] }).paymentIntents.filter(
    (stored) => stored.idempotencyKey === `balance-${sessionId}`,
  );
const rowOf = async (recordId: string) =>
  ((await (await fetch(`${airtable.url}/__standin/tables/bookings`)).json()) as { records: { id: string; fields: Record<string, unknown> }[] }).records.find((row) => row.id === recordId)!.fields;

/**
 * A deposit paid on Checkout with `card`, which saves it to a new customer, as checkout does for a
 * booking on a departure; answers the session, customer and card.
 */
async function depositPaidWith(card: string) {
  const session = await stripeClient().checkout.sessions.create({
    mode: 'payment',
    line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 50_700, product_data: { name: 'Deposit' } } }],
    customer_creation: 'always',
    payment_intent_data: { setup_future_usage: 'off_session' },
    success_url: `${ORIGIN}/success/?session_id={CHECKOUT_SESSION_ID}`,
  });
  const email = `traveller-${randomUUID()}@example.com`;
  await control(`${stripe.url}/__standin/pay`, { sessionId: session.id, card, email, webhook: false });
  const customer = (await stripeClient().checkout.sessions.retrieve(session.id)).customer as string;
  const { customers } = (await (await fetch(`${stripe.url}/__standin/customers`)).json()) as { customers: CustomerEntry[] };
  const paymentMethod = customers.find((entry) => entry.customer.id === customer)!.paymentMethods[0]!.id;
  return { sessionId: session.id, email, customer, paymentMethod };
}

/**
 * The booking row fulfilment writes for 1 traveller on Classic Alta Via 1 (1690 €) departing in
 * 42 days: 507 € deposit paid, 1183 € balance due today.
 */
async function dueBooking(card = '4242424242424242', fields: Record<string, unknown> = {}) {
  const paid = await depositPaidWith(card);
  const response = await fetch(`${airtable.url}/__standin/tables/bookings`, {
    method: 'POST',
    body: JSON.stringify({
      records: [
        {
          fields: {
            checkoutSessionId: paid.sessionId,
            packageId: 'recKzVYRroconmqDY',
            packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
            versionId: 'recZRWZeBDWw2TKL3',
            steps: '',
            quantity: 1,
            currency: 'EUR',
            total: 1690,
            deposit: 507,
            discountPercent: 0,
            customerEmail: paid.email,
            language: 'de',
            status: 'deposit paid',
            departureId: 'recCCTmfYw8dGkACN',
            startDate: addDays(today(), 42),
            balance: 1183,
            balanceDueDate: today(),
            balanceStatus: 'scheduled',
            stripeCustomerId: paid.customer,
            stripePaymentMethodId: paid.paymentMethod,
            ...fields,
          },
        },
      ],
    }),
  });
  const [row] = ((await response.json()) as { records: { id: string }[] }).records;
  return { ...paid, recordId: row!.id };
}

describe('charge-balances', () => {
  it('charges a due balance once on the saved card, marks it paid and sends the receipt; the next run does nothing', async () => {
    const booking = await dueBooking();
    const report = await chargeDueBalances(ORIGIN);
    expect(report).toEqual({ today: today(), paid: [booking.sessionId], actionNeeded: [], retryLater: [], notReached: [], unreadable: [] });

    const [charge, ...more] = await intentsOf(booking.sessionId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ offSession: true, paymentIntent: { amount: 118_300, currency: 'eur', customer: booking.customer, status: 'succeeded', metadata: { balanceFor: booking.sessionId } } });
    expect((await rowOf(booking.recordId)).balanceStatus).toBe('paid');
    const receipts = (await outbox()).filter((message) => message.To === booking.email);
    expect(receipts.map((message) => message.Subject)).toEqual(['Restbetrag bezahlt: Dolomites Hut-to-Hut: Alta Via 1']);
    expect(receipts[0]!.TextBody!.replace(/\u00a0/g, ' ')).toContain('Bezahlter Restbetrag: 1.183 €');

    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [], actionNeeded: [], retryLater: [] });
    expect(await intentsOf(booking.sessionId)).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it.each([
    ['declined', '4000000000000341', 'Why: the bank declined the card (generic_decline)', 'aber deine Bank hat die Zahlung abgelehnt.'],
    ['needing authentication', '4000002760003184', 'Why: the bank asks the customer to confirm the payment themselves', 'aber deine Bank möchte, dass du die Zahlung selbst bestätigst.'],
  ])('marks a card %s "action needed", emails the traveller the link and tells the operator', async (_, card, reason, why) => {
    const booking = await dueBooking(card);
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [], actionNeeded: [booking.sessionId], retryLater: [] });
    expect((await rowOf(booking.recordId)).balanceStatus).toBe('action needed');
    expect((await intentsOf(booking.sessionId)).map((stored) => stored.paymentIntent.status)).toEqual(['requires_payment_method']);

    const [link, notice, ...others] = await outbox();
    expect(others).toEqual([]);
    expect(link).toMatchObject({ To: booking.email, Subject: 'Bitte bezahle den Restbetrag deiner Reise: Dolomites Hut-to-Hut: Alta Via 1' });
    expect(link!.TextBody).toContain(why);
    const url = new URL(/https:\/\/\S+/.exec(link!.TextBody!)![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/de/balance/`);
    expect(readBalanceToken(url.searchParams.get('token')!)).toBe(booking.sessionId);
    expect(notice).toMatchObject({ To: 'info@altura-adventures.com', ReplyTo: booking.email, Subject: `Balance not collected: Dolomites Hut-to-Hut: Alta Via 1, ${booking.email}` });
    expect(notice!.TextBody).toContain(reason);
    expect(notice!.TextBody).toContain(`: ${url.href}`);

    // Refused once is not tried again: the traveller pays with the link.
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ actionNeeded: [] });
    expect(await intentsOf(booking.sessionId)).toHaveLength(1);
    expect(await outbox()).toHaveLength(2);
  });

  it('asks for the link without charging when the booking has no saved card', async () => {
    const booking = await dueBooking('4242424242424242', { stripeCustomerId: '', stripePaymentMethodId: '' });
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ actionNeeded: [booking.sessionId] });
    expect(await intentsOf(booking.sessionId)).toEqual([]);
    expect((await outbox()).find((message) => message.To === 'info@altura-adventures.com')!.TextBody).toContain('Why: the booking has no saved card');
  });

  it('asks for the link when the saved customer no longer exists in Stripe, rather than trying every day', async () => {
    const booking = await dueBooking();
    await stripeClient().customers.del(booking.customer);
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ actionNeeded: [booking.sessionId], retryLater: [] });
    expect((await rowOf(booking.recordId)).balanceStatus).toBe('action needed');
    expect((await outbox()).find((message) => message.To === booking.email)!.TextBody).toContain('keine gespeicherte Karte');
  });

  it('charges nothing that is not due: cancelled, due tomorrow, paid, or already refused', async () => {
    const untouched = [
      await dueBooking('4242424242424242', { status: 'cancelled' }),
      await dueBooking('4242424242424242', { balanceDueDate: addDays(today(), 1) }),
      await dueBooking('4242424242424242', { balanceStatus: 'paid' }),
      await dueBooking('4242424242424242', { balanceStatus: 'action needed' }),
    ];
    expect(await chargeDueBalances(ORIGIN)).toEqual({ today: today(), paid: [], actionNeeded: [], retryLater: [], notReached: [], unreadable: [] });
    for (const booking of untouched) expect(await intentsOf(booking.sessionId)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('charges once when a run dies after the charge, before recording it: the next run finds the payment', async () => {
    const booking = await dueBooking();
    // Airtable refuses the write of this booking's row once, as when it is down or the run is stopped.
    await control(`${airtable.url}/__standin/fault`, { table: 'bookings', match: booking.recordId, status: 503, times: 1 });
    const log = runLog();
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [], retryLater: [booking.sessionId] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`the balance of booking ${booking.sessionId} (${booking.recordId}) is left for the next run`), expect.anything());
    expect(await intentsOf(booking.sessionId)).toHaveLength(1);
    expect((await rowOf(booking.recordId)).balanceStatus).toBe('scheduled');
    expect(await outbox()).toEqual([]);

    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [booking.sessionId], retryLater: [] });
    const [charge, ...more] = await intentsOf(booking.sessionId);
    expect(more).toEqual([]);
    expect(charge!.paymentIntent).toMatchObject({ amount: 118_300, status: 'succeeded' });
    expect((await rowOf(booking.recordId)).balanceStatus).toBe('paid');
    expect((await outbox()).filter((message) => message.To === booking.email)).toHaveLength(1);
  });

  it('charges once when the run that died was the day before: Stripe has forgotten the key by then, the payment is found', async () => {
    const booking = await dueBooking();
    await control(`${airtable.url}/__standin/fault`, { table: 'bookings', match: booking.recordId, status: 503, times: 1 });
    runLog();
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ retryLater: [booking.sessionId] });
    // Stripe keeps an idempotency key for 24 hours; the next daily run comes after them.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3600 * 1000 });
    try {
      expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [booking.sessionId] });
    } finally {
      vi.useRealTimers();
    }
    expect(await intentsOf(booking.sessionId)).toHaveLength(1);
    expect((await rowOf(booking.recordId)).balanceStatus).toBe('paid');
  });

  it('charges once when Stripe fails the charge at first: the SDK tries again under the same key', async () => {
    const booking = await dueBooking();
    await control(`${stripe.url}/__standin/outage`, { status: 500, times: 1, match: `metadata[balanceFor]=${booking.sessionId}` });
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [booking.sessionId] });
    expect(await intentsOf(booking.sessionId)).toHaveLength(1);
  });

  it('leaves a balance scheduled while Stripe is down, and charges it once Stripe is back', async () => {
    const booking = await dueBooking();
    await control(`${stripe.url}/__standin/outage`, { status: 503, match: `customer=${booking.customer}` });
    const log = runLog();
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [], actionNeeded: [], retryLater: [booking.sessionId] });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(booking.sessionId), expect.objectContaining({ statusCode: 503 }));
    expect((await rowOf(booking.recordId)).balanceStatus).toBe('scheduled');
    expect(await outbox()).toEqual([]);
    await control(`${stripe.url}/__standin/heal`, {});
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [booking.sessionId] });
    expect(await intentsOf(booking.sessionId)).toHaveLength(1);
  });

  it('goes on with the other bookings when one fails', async () => {
    const first = await dueBooking('4242424242424242', { balanceDueDate: addDays(today(), -3) });
    const second = await dueBooking();
    await control(`${airtable.url}/__standin/fault`, { table: 'bookings', match: first.recordId, status: 503, times: 1 });
    runLog();
    expect(await chargeDueBalances(ORIGIN)).toMatchObject({ paid: [second.sessionId], retryLater: [first.sessionId] });
  });

  it('starts no booking it cannot finish within the run’s 25 s, oldest due first, and leaves them to the next run', async () => {
    const older = await dueBooking('4242424242424242', { balanceDueDate: addDays(today(), -2) });
    const newer = await dueBooking();
    // A run that has already spent 16 of its 25 seconds (on Airtable's answer, say).
    const report = await chargeDueBalances(ORIGIN, Date.now() - 16_000);
    expect(report).toMatchObject({ paid: [], notReached: [older.sessionId, newer.sessionId] });
    expect(await intentsOf(older.sessionId)).toEqual([]);
    expect((await chargeDueBalances(ORIGIN)).paid).toEqual([older.sessionId, newer.sessionId]);
  });

  it('answers 502 when the bookings cannot be read, charging nothing', async () => {
    await dueBooking();
    await control(`${airtable.url}/__standin/fault`, { table: 'bookings', match: 'scheduled', status: 503 });
    const log = runLog();
    await expect(chargeDueBalances(ORIGIN)).rejects.toMatchObject({ status: 502, key: 'bookings_unavailable' } satisfies Partial<HttpError>);
    expect(log).toHaveBeenCalledWith('charge-balances: the bookings could not be read; the next run tries again.', expect.anything());
    expect(await (await fetch(`${stripe.url}/__standin/payment_intents`)).json()).toMatchObject({ paymentIntents: [expect.objectContaining({ offSession: false })] });
  });
});

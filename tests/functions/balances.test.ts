import { describe, expect, inject, it } from 'vitest';
import { COMPANY } from '../../src/config/company.ts';
import { addDays } from '../../src/domain/dates.ts';
import { airtable, postmark, siteUrl, stripe } from '../support/context.ts';
import { balanceLinkIn, bookingRow, depositBooking, editRecord, offSessionCharges, operatorToday, runChargeBalances } from '../support/balances.ts';

/**
 * The balance over HTTP: bookings the site made through checkout and the webhook, the daily job
 * run by hand at /.netlify/functions/charge-balances, and the balance link's function. Other test
 * files may run the job at the same time; each test reads what happened to its own booking.
 * tests/unit/charge-balances.test.ts covers the job's faults on stand-ins of its own.
 */

const mailTo = async (email: string) => (await postmark.outbox()).filter((message) => message.To === email);
const noticesAbout = async (sessionId: string) => (await postmark.outbox()).filter((message) => message.To === COMPANY.email && message.TextBody?.includes(`Stripe Checkout session of the booking: ${sessionId}`));
// Intl separates the currency sign with a no-break space.
const plain = (text: string | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function balanceOfLink(token: string) {
  const response = await fetch(siteUrl(`/api/balance-checkout?token=${encodeURIComponent(token)}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function payLink(token: string) {
  const response = await fetch(siteUrl('/api/balance-checkout'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function processPayment(sessionId: string) {
  const response = await fetch(siteUrl(`/api/process-payment?sessionId=${encodeURIComponent(sessionId)}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A booking whose saved card was refused by the job: its emailed link's token. */
async function refusedBooking(options: { card?: string; quantity?: number; language?: string } = {}) {
  const booking = await depositBooking({ card: '4000000000000341', ...options });
  expect((await runChargeBalances()).status).toBe(200);
  expect((await bookingRow(booking.sessionId))?.fields.balanceStatus).toBe('action needed');
  const link = balanceLinkIn((await mailTo(booking.email))[1]?.TextBody);
  expect(link).toBeDefined();
  return { ...booking, link: link!, token: link!.searchParams.get('token')! };
}

describe('charge-balances, run by hand', () => {
  it('charges a due balance once with the right amount, marks it paid and sends the receipt; another run charges nothing more', async () => {
    // 2 travellers × 1690 € = 3380 €: 1014 € paid at booking, 2366 € charged now.
    const booking = await depositBooking({ quantity: 2, language: 'it' });
    const run = await runChargeBalances();
    expect(run).toMatchObject({ status: 200, body: { today: operatorToday() } });

    const [charge, ...more] = await offSessionCharges(booking.sessionId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ offSession: true, paymentIntent: { amount: 236_600, currency: 'eur', customer: booking.customer, status: 'succeeded', metadata: { balanceFor: booking.sessionId } } });
    expect((await bookingRow(booking.sessionId))?.fields.balanceStatus).toBe('paid');
    const receipt = (await mailTo(booking.email)).find((message) => message.Subject === 'Saldo pagato: Dolomites Hut-to-Hut: Alta Via 1');
    expect(plain(receipt?.TextBody)).toContain('Saldo pagato: 2366 €');
    expect(receipt?.TextBody).toContain('Non devi pagare nient’altro: il tuo viaggio è pagato per intero.');

    expect((await runChargeBalances()).status).toBe(200);
    expect(await offSessionCharges(booking.sessionId)).toHaveLength(1);
    expect((await mailTo(booking.email)).filter((message) => message.Subject === receipt?.Subject)).toHaveLength(1);
  });

  it('does not charge a booking the operator cancelled', async () => {
    const booking = await depositBooking();
    await editRecord('bookings', booking.recordId, { status: 'cancelled' });
    expect((await runChargeBalances()).status).toBe(200);
    expect(await offSessionCharges(booking.sessionId)).toEqual([]);
    expect((await bookingRow(booking.sessionId))?.fields.balanceStatus).toBe('scheduled');
    expect(await noticesAbout(booking.sessionId)).toEqual([]);
  });

  it('does not charge a balance due tomorrow', async () => {
    const booking = await depositBooking();
    await editRecord('bookings', booking.recordId, { balanceDueDate: addDays(operatorToday(), 1) });
    expect((await runChargeBalances()).status).toBe(200);
    expect(await offSessionCharges(booking.sessionId)).toEqual([]);
  });

  it('charges once when recording the charge fails, and records it at the next run', async () => {
    const booking = await depositBooking();
    // Airtable refuses the next write of this booking's row.
    await airtable.control('fault', { table: 'bookings', match: booking.recordId, status: 503, times: 1 });
    expect((await runChargeBalances()).status).toBe(200);
    // The refused write was the job's, after charging (it writes nothing else to the row):
    // the row now answers again, and one charge exists.
    const row = await fetch(`${inject('airtableUrl')}/v0/${inject('airtableBaseId')}/bookings/${booking.recordId}`, { headers: { Authorization: `Bearer ${inject('airtableToken')}` } });
    expect(row.status).toBe(200);
    expect(await offSessionCharges(booking.sessionId)).toHaveLength(1);

    expect((await runChargeBalances()).status).toBe(200);
    expect(await offSessionCharges(booking.sessionId)).toHaveLength(1);
    expect((await bookingRow(booking.sessionId))?.fields.balanceStatus).toBe('paid');
    expect((await mailTo(booking.email)).filter((message) => message.Tag === 'balance-receipt')).toHaveLength(1);
  });

  it.each([
    ['declined', '4000000000000341', 'Why: the bank declined the card (generic_decline)', 'but your bank declined the payment.'],
    ['needing authentication', '4000002760003184', 'Why: the bank asks the customer to confirm the payment themselves', 'but your bank asks you to confirm the payment yourself.'],
  ])('marks a card %s "action needed", emails the traveller the link and tells the operator what to do', async (_, card, reason, why) => {
    const booking = await depositBooking({ card });
    expect((await runChargeBalances()).status).toBe(200);
    expect((await bookingRow(booking.sessionId))?.fields.balanceStatus).toBe('action needed');

    const mails = await mailTo(booking.email);
    expect(mails.map((message) => message.Subject)).toEqual(['Your trip is booked: Dolomites Hut-to-Hut: Alta Via 1', 'Please pay the balance of your trip: Dolomites Hut-to-Hut: Alta Via 1']);
    expect(mails[1]!.TextBody).toContain(why);
    expect(plain(mails[1]!.TextBody)).toContain('Balance to pay: €1,183');
    const link = balanceLinkIn(mails[1]!.TextBody)!;
    expect(link.pathname).toBe('/balance/');

    const [notice, ...more] = await noticesAbout(booking.sessionId);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ Subject: `Balance not collected: Dolomites Hut-to-Hut: Alta Via 1, ${booking.email}`, ReplyTo: booking.email });
    expect(notice!.TextBody).toContain(reason);
    expect(notice!.TextBody).toContain('Done: the booking’s balanceStatus is now "action needed".');
    expect(notice!.TextBody).toContain(link.href);

    // Refused once, it is not charged again: the traveller pays with the link.
    expect((await runChargeBalances()).status).toBe(200);
    expect(await offSessionCharges(booking.sessionId)).toHaveLength(1);
    expect(await mailTo(booking.email)).toHaveLength(2);
  });
});

describe('the balance link', () => {
  it('shows the booking, opens a Checkout Session for the balance on the booking’s customer, and once paid marks it paid with a receipt', async () => {
    const booking = await refusedBooking({ quantity: 2, language: 'de' });
    expect(booking.link.pathname).toBe('/de/balance/');
    // 2 × 1690 € = 3380 €, less the 1014 € deposit.
    expect(await balanceOfLink(booking.token)).toEqual({
      status: 200,
      body: { packageName: 'Dolomites Hut-to-Hut: Alta Via 1', quantity: 2, startDate: booking.startDate, endDate: addDays(booking.startDate, 6), currency: 'EUR', balance: 2366 },
    });

    const opened = await payLink(booking.token);
    expect(opened.status).toBe(200);
    const sessionId = new URL(String(opened.body.url)).pathname.split('/').pop()!;
    const stored = (await stripe.session(sessionId))!;
    expect(stored.session).toMatchObject({ amount_total: 236_600, currency: 'eur', customer: booking.customer, locale: 'de', metadata: { kind: 'balance', bookingSessionId: booking.sessionId } });
    expect(stored.session.success_url).toBe(siteUrl('/de/success/?session_id={CHECKOUT_SESSION_ID}'));

    await stripe.pay(sessionId, { email: booking.email });
    expect(await processPayment(sessionId)).toEqual({
      status: 200,
      body: {
        success: true,
        data: { kind: 'balance', packageName: 'Dolomites Hut-to-Hut: Alta Via 1', packageId: 'recKzVYRroconmqDY', amount: 2366, currency: 'EUR', quantity: 2, startDate: booking.startDate, endDate: addDays(booking.startDate, 6) },
      },
    });
    expect((await bookingRow(booking.sessionId))?.fields.balanceStatus).toBe('paid');
    const receipts = (await mailTo(booking.email)).filter((message) => message.Tag === 'balance-receipt');
    expect(receipts.map((message) => message.Subject)).toEqual(['Restbetrag bezahlt: Dolomites Hut-to-Hut: Alta Via 1']);
    expect(plain(receipts[0]!.TextBody)).toContain('Bezahlter Restbetrag: 2.366 €');
    // The payment is the booking customer's, marked with the booking: the job would find it.
    const payment = (await stripe.paymentIntents()).find((intent) => intent.checkoutSession === sessionId)!.paymentIntent;
    expect(payment).toMatchObject({ customer: booking.customer, status: 'succeeded', metadata: { balanceFor: booking.sessionId } });

    // Reported again, it is recorded once; the link has nothing left to pay.
    expect((await processPayment(sessionId)).status).toBe(200);
    expect((await mailTo(booking.email)).filter((message) => message.Tag === 'balance-receipt')).toHaveLength(1);
    expect(await balanceOfLink(booking.token)).toEqual({ status: 409, body: { error: 'balance_not_due', message: 'The balance of this booking is already paid.' } });
    expect((await payLink(booking.token)).status).toBe(409);
  });

  it('records a balance whose traveller never reaches the success page, from Stripe’s event alone, once', async () => {
    const booking = await refusedBooking();
    const opened = await payLink(booking.token);
    const sessionId = new URL(String(opened.body.url)).pathname.split('/').pop()!;
    await stripe.pay(sessionId, { email: booking.email });
    await expect.poll(async () => (await bookingRow(booking.sessionId))?.fields.balanceStatus, { timeout: 20_000 }).toBe('paid');
    await expect.poll(async () => (await mailTo(booking.email)).filter((message) => message.Tag === 'balance-receipt').length, { timeout: 20_000 }).toBe(1);
  });

  it('pays nothing for a cancelled booking, nor once the trip has started', async () => {
    const cancelled = await refusedBooking();
    await editRecord('bookings', cancelled.recordId, { status: 'cancelled' });
    expect(await balanceOfLink(cancelled.token)).toEqual({ status: 409, body: { error: 'balance_not_due', message: 'This booking is cancelled.' } });
    expect((await payLink(cancelled.token)).status).toBe(409);

    const started = await refusedBooking();
    await editRecord('bookings', started.recordId, { startDate: operatorToday() });
    expect(await balanceOfLink(started.token)).toMatchObject({ status: 400, body: { error: 'invalid_token' } });
  });

  it.each([
    ['no token', ''],
    ['a session id without its signature', 'cs_test_a1B2c3D4e5F6g7H8i9J0'],
    ['a forged signature', `cs_test_a1B2c3D4e5F6g7H8i9J0.${'A'.repeat(43)}`],
    ['markup', '<script>alert(1)</script>'],
  ])('refuses %s with a 400', async (_, token) => {
    expect(await balanceOfLink(token)).toEqual({ status: 400, body: { error: 'invalid_token', message: expect.any(String) } });
    expect(await payLink(token)).toEqual({ status: 400, body: { error: 'invalid_token', message: expect.any(String) } });
  });

  it('refuses another booking’s signature on a session id', async () => {
    const booking = await refusedBooking();
    const [, signature] = booking.token.split('.');
    expect((await balanceOfLink(`cs_test_someoneElsesBooking123.${signature}`)).status).toBe(400);
  });

  it.each([
    ['not JSON', 'token=abc', 'text/plain'],
    ['a body that is not an object', '["abc"]', 'application/json'],
    ['a token that is not text', '{"token":42}', 'application/json'],
    ['prototype keys', '{"__proto__":{"token":"x"},"constructor":{}}', 'application/json'],
  ])('answers %s with a 400', async (_, body, type) => {
    const response = await fetch(siteUrl('/api/balance-checkout'), { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^(invalid_json|invalid_token)$/), message: expect.any(String) });
  });

  it('answers another method with a 405', async () => {
    const response = await fetch(siteUrl('/api/balance-checkout'), { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});

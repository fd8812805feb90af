import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAirtableClient } from '../../src/airtable/client.ts';
import { readBalanceAnswer } from '../../src/browser/api/balance.ts';
import { balanceNotPayable, isBalanceDue, isBalanceLinkValid } from '../../src/domain/balance.ts';
import type { BookingBalance } from '../../src/schema/balance.ts';
import { balanceLinkUrl, balanceToken, readBalanceToken } from '../../src/server/balances/balance-token.ts';
import { dueBalances } from '../../src/server/balances/booking-balances.ts';
import { balanceNotice } from '../../src/server/emails/balance-notice.ts';
import { balancePaymentLink } from '../../src/server/emails/balance-payment-link.ts';
import { balanceReceipt } from '../../src/server/emails/balance-receipt.ts';
import { operator } from '../../src/server/env.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import * as balanceCheckout from '../../netlify/functions/balance-checkout.ts';
import * as chargeBalances from '../../netlify/functions/charge-balances.ts';

const saved = { ...process.env };
const SESSION = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789abcdefghijklmnop';

const booking = (overrides: Partial<BookingBalance> = {}): BookingBalance => ({
  recordId: 'recBooking000001',
  createdTime: '2026-12-01T10:00:00.000Z',
  sessionId: SESSION,
  packageId: 'recKzVYRroconmqDY',
  packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
  versionId: 'recZRWZeBDWw2TKL3',
  quantity: 2,
  currency: 'EUR',
  balance: 2366,
  startDate: '2027-06-20',
  balanceDueDate: '2027-05-09',
  balanceStatus: 'scheduled',
  cancelled: false,
  customerEmail: 'lena@example.de',
  language: 'de',
  stripeCustomerId: 'cus_standin1',
  stripePaymentMethodId: 'pm_standin1',
  ...overrides,
});

describe('the balance link’s token', () => {
  beforeAll(() => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_one_account';
  });
  afterAll(() => {
    process.env = { ...saved };
  });

  it('names the booking’s checkout session, signed: the link reads back only as it was made', () => {
    const token = balanceToken(SESSION);
    expect(token).toMatch(/^cs_test_\w+\.[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(`${SESSION}.`)).toBe(true);
    expect(readBalanceToken(token)).toBe(SESSION);
  });

  it('refuses another booking’s id under this signature, an altered signature, and anything else', () => {
    const token = balanceToken(SESSION);
    const signature = token.split('.')[1]!;
    const other = `cs_test_${'z'.repeat(58)}`;
    expect(readBalanceToken(`${other}.${signature}`)).toBeUndefined();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(readBalanceToken(`${SESSION}.${flipped}`)).toBeUndefined();
    for (const junk of ['', SESSION, `${SESSION}.`, `${token}x`, `../${token}`, `${SESSION}.${signature}.${signature}`]) {
      expect(readBalanceToken(junk), junk).toBeUndefined();
    }
  });

  it('is tied to the Stripe key: a token made under another account’s key is refused', () => {
    const token = balanceToken(SESSION);
    process.env.STRIPE_SECRET_KEY = 'sk_test_another_account';
    expect(readBalanceToken(token)).toBeUndefined();
    expect(readBalanceToken(balanceToken(SESSION))).toBe(SESSION);
    process.env.STRIPE_SECRET_KEY = 'sk_test_one_account';
  });

  it('opens the balance page in the booking’s language', () => {
    const url = new URL(balanceLinkUrl('https://altura.example', { sessionId: SESSION, language: 'de' }));
    expect(url.origin + url.pathname).toBe('https://altura.example/de/balance/');
    expect(readBalanceToken(url.searchParams.get('token')!)).toBe(SESSION);
    expect(new URL(balanceLinkUrl('https://altura.example', { sessionId: SESSION, language: 'en' })).pathname).toBe('/balance/');
  });
});

describe('when a balance is collected', () => {
  it('is due on its day and after, while scheduled and not cancelled', () => {
    expect(isBalanceDue(booking(), '2027-05-08')).toBe(false);
    expect(isBalanceDue(booking(), '2027-05-09')).toBe(true);
    expect(isBalanceDue(booking(), '2027-05-20')).toBe(true);
    expect(isBalanceDue(booking({ cancelled: true }), '2027-05-09')).toBe(false);
    expect(isBalanceDue(booking({ balanceStatus: 'action needed' }), '2027-05-09')).toBe(false);
    expect(isBalanceDue(booking({ balanceStatus: 'paid' }), '2027-05-09')).toBe(false);
    expect(isBalanceDue(booking({ balance: 0 }), '2027-05-09')).toBe(false);
    expect(isBalanceDue(booking({ balanceDueDate: undefined }), '2027-05-09')).toBe(false);
  });

  it('can be paid by its link while scheduled or refused, until the trip starts', () => {
    expect(balanceNotPayable(booking())).toBeUndefined();
    expect(balanceNotPayable(booking({ balanceStatus: 'action needed' }))).toBeUndefined();
    expect(balanceNotPayable(booking({ balanceStatus: 'paid' }))).toBe('paid');
    expect(balanceNotPayable(booking({ balanceStatus: 'action needed', cancelled: true }))).toBe('cancelled');
    expect(balanceNotPayable(booking({ balanceStatus: 'none', balance: 0 }))).toBe('nothing to pay');
    expect(isBalanceLinkValid(booking(), '2027-06-19')).toBe(true);
    expect(isBalanceLinkValid(booking(), '2027-06-20')).toBe(false);
  });
});

describe('the balances due, as Airtable lists them', () => {
  let base: AirtableStandin;
  beforeAll(async () => {
    base = await startAirtableStandin({ base: {} });
  });
  afterAll(async () => {
    await base.stop();
  });
  beforeEach(async () => {
    await fetch(`${base.url}/__standin/reset`, { method: 'POST' });
  });

  const row = (session: string, fields: Record<string, unknown>) => ({
    fields: {
      checkoutSessionId: session,
      packageId: 'recKzVYRroconmqDY',
      packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
      versionId: 'recZRWZeBDWw2TKL3',
      quantity: 1,
      currency: 'EUR',
      total: 1690,
      deposit: 507,
      customerEmail: 'anna@example.com',
      language: 'en',
      status: 'deposit paid',
      departureId: 'recCCTmfYw8dGkACN',
      startDate: '2027-06-20',
      balance: 1183,
      balanceStatus: 'scheduled',
      ...fields,
    },
  });

  it('lists the scheduled balances due by today, oldest due first, and names the rows that cannot be read', async () => {
    const added = await fetch(`${base.url}/__standin/tables/bookings`, {
      method: 'POST',
      body: JSON.stringify({
        records: [
          row('cs_test_dueToday', { balanceDueDate: '2027-05-09' }),
          row('cs_test_dueTomorrow', { balanceDueDate: '2027-05-10' }),
          row('cs_test_dueLastWeek', { balanceDueDate: '2027-05-02' }),
          row('cs_test_cancelled', { balanceDueDate: '2027-05-01', status: 'cancelled' }),
          row('cs_test_paid', { balanceDueDate: '2027-05-01', balanceStatus: 'paid' }),
          row('cs_test_refused', { balanceDueDate: '2027-05-01', balanceStatus: 'action needed' }),
          row('cs_test_inFull', { balanceDueDate: undefined, balance: 0, balanceStatus: 'none', status: 'paid in full' }),
          row('cs_test_noStart', { balanceDueDate: '2027-05-03', startDate: undefined }),
        ],
      }),
    });
    const { records } = (await added.json()) as { records: { id: string; fields: { checkoutSessionId: string } }[] };
    const client = createAirtableClient({ token: base.token, baseId: base.baseId, endpointUrl: base.url });

    const { due, unreadable } = await dueBalances(client, '2027-05-09');
    expect(due.map((balance) => balance.sessionId)).toEqual(['cs_test_dueLastWeek', 'cs_test_dueToday']);
    expect(due[1]).toMatchObject({ balance: 1183, currency: 'EUR', startDate: '2027-06-20', balanceDueDate: '2027-05-09', language: 'en', customerEmail: 'anna@example.com' });
    expect(unreadable).toEqual([records.find((record) => record.fields.checkoutSessionId === 'cs_test_noStart')!.id]);
  });
});

describe('the balance emails', () => {
  const dates = { startDate: '2027-06-20', endDate: '2027-06-26' };
  // Intl separates the currency sign and a date range's dash with no-break and thin spaces.
  const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

  it('thank the traveller for the balance in their language, saying there is nothing more to pay', () => {
    const receipt = balanceReceipt(booking(), dates, 236_600, operator({}))!;
    expect(receipt).toMatchObject({ to: 'lena@example.de', replyTo: 'info@altura-adventures.com', subject: 'Restbetrag bezahlt: Dolomites Hut-to-Hut: Alta Via 1', tag: 'balance-receipt' });
    const lines = plain(receipt.text).split('\n');
    expect(lines).toContain('Reise: Dolomites Hut-to-Hut: Alta Via 1');
    expect(lines).toContain('Termine: 20.–26. Juni 2027');
    expect(lines).toContain('Reisende: 2');
    expect(lines).toContain('Bezahlter Restbetrag: 2.366 €');
    expect(lines).toContain('Es ist nichts mehr zu bezahlen: Deine Reise ist vollständig bezahlt.');
    expect(balanceReceipt(booking({ customerEmail: undefined }), dates, 236_600, operator({}))).toBeUndefined();
  });

  it('send the traveller the link with why the card did not pay, in their language', () => {
    const url = 'https://altura.example/de/balance/?token=abc';
    const declined = balancePaymentLink(booking(), dates, { kind: 'declined', code: 'generic_decline' }, url, operator({}))!;
    expect(declined.subject).toBe('Bitte bezahle den Restbetrag deiner Reise: Dolomites Hut-to-Hut: Alta Via 1');
    const text = plain(declined.text);
    expect(text).toContain('aber deine Bank hat die Zahlung abgelehnt.');
    expect(text).toContain('Zu zahlender Restbetrag: 2.366 €');
    expect(text).toContain(`Karte verwenden kannst:\n${url}`);
    const english = balancePaymentLink(booking({ language: 'en' }), dates, { kind: 'authentication' }, url, operator({}))!;
    expect(english.text).toContain('your bank asks you to confirm the payment yourself.');
    expect(plain(english.text)).toContain('Dates: 20 – 26 Jun 2027');
  });

  it('tell the operator in their language what happened, what was done and what to do, with the link', () => {
    const url = 'https://altura.example/de/balance/?token=abc';
    const notice = balanceNotice(booking(), dates, { kind: 'declined', code: 'insufficient_funds' }, url, operator({}));
    expect(notice).toMatchObject({ to: 'info@altura-adventures.com', replyTo: 'lena@example.de', subject: 'Balance not collected: Dolomites Hut-to-Hut: Alta Via 1, lena@example.de', tag: 'balance-notice' });
    const lines = plain(notice.text).split('\n');
    expect(lines).toContain('Why: the bank declined the card (insufficient_funds)');
    expect(lines).toContain('Done: the booking’s balanceStatus is now "action needed".');
    expect(lines).toContain('The customer has been emailed a link to pay the balance by card.');
    expect(lines.some((line) => line.startsWith('To do: nothing while the customer pays with the link'))).toBe(true);
    expect(lines).toContain(`Payment link (valid until the trip starts): ${url}`);
    expect(lines).toContain('Language: Deutsch');
    expect(lines).toContain('Balance to pay: €2,366');
    expect(lines).toContain(`Stripe Checkout session of the booking: ${SESSION}`);

    const italian = balanceNotice(booking({ customerEmail: undefined }), dates, { kind: 'no card' }, url, operator({ OPERATOR_LANGUAGE: 'it' }));
    expect(italian.text).toContain('Motivo: la prenotazione non ha una carta salvata');
    expect(italian.text).toContain('La prenotazione non ha l’email del cliente: invia tu al cliente il link di pagamento qui sotto.');
    expect(italian.subject).toBe('Saldo non riscosso: Dolomites Hut-to-Hut: Alta Via 1, —');
  });
});

/** Netlify reads these on deploy; its local emulation enforces neither, so they are checked here. */
describe('the balance functions’ configuration', () => {
  it('answers the balance link at /api/balance-checkout, rate-limited per visitor', () => {
    expect(balanceCheckout.config.path).toBe('/api/balance-checkout');
    expect(balanceCheckout.config.rateLimit).toEqual({ windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] });
  });

  it('charges the balances daily, with no public path', () => {
    expect(chargeBalances.config).toEqual({ schedule: '@daily' });
  });
});

describe('the balance page’s reading of /api/balance-checkout', () => {
  const answer = { packageName: 'Dolomites Hut-to-Hut: Alta Via 1', quantity: 2, startDate: '2027-06-20', endDate: '2027-06-26', currency: 'EUR', balance: 2366 };

  it('takes the booking only when every field is there, of its type', () => {
    expect(readBalanceAnswer(200, answer)).toEqual({ balance: answer });
    expect(readBalanceAnswer(200, { ...answer, currency: 'XYZ' })).toEqual({ error: 'unavailable' });
    expect(readBalanceAnswer(200, { ...answer, startDate: '20 June' })).toEqual({ error: 'unavailable' });
    expect(readBalanceAnswer(200, { ...answer, balance: '2366' })).toEqual({ error: 'unavailable' });
  });

  it('names the refusal of a 4xx, and reads any fault or foreign answer as unavailable', () => {
    expect(readBalanceAnswer(409, { error: 'balance_not_due', message: 'The balance of this booking is already paid.' })).toEqual({ error: 'balance_not_due' });
    expect(readBalanceAnswer(400, { error: 'invalid_token' })).toEqual({ error: 'invalid_token' });
    expect(readBalanceAnswer(502, { error: 'booking_unavailable' })).toEqual({ error: 'unavailable' });
    expect(readBalanceAnswer(200, null)).toEqual({ error: 'unavailable' });
    expect(readBalanceAnswer(404, '<h1>Not found</h1>')).toEqual({ error: 'unavailable' });
  });
});

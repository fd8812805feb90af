import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { createAirtableClient } from '../../src/airtable/client.ts';
import type { PaidBooking } from '../../src/schema/payment.ts';
import { FOLLOW_UP_LEASE_MS, fulfilBooking } from '../../src/server/payments/fulfilment.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';

/** Fulfilment against stand-ins of its own, where faults cannot disturb other tests. */
let base: AirtableStandin;
let mail: PostmarkStandin;
let blobs: LocalBlobs;
const saved = { ...process.env };

beforeAll(async () => {
  base = await startAirtableStandin();
  mail = await startPostmarkStandin();
  blobs = await startLocalBlobs();
  Object.assign(process.env, base.env, mail.env, blobs.env, { CATALOG_FILE: 'no-such-catalog.json' });
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([base.stop(), mail.stop(), blobs.stop()]);
});
beforeEach(async () => {
  await fetch(`${base.url}/__standin/reset`, { method: 'POST' });
  await fetch(`${mail.url}/__standin/reset`, { method: 'POST' });
});

const client = () => createAirtableClient({ token: base.token, baseId: base.baseId, endpointUrl: base.url });
const fault = (body: Record<string, unknown>) => fetch(`${base.url}/__standin/fault`, { method: 'POST', body: JSON.stringify(body) });
const couponUses = async () => (await client().listRecords('coupons', { filterByFormula: "RECORD_ID() = 'rec4fP4zV4D0lpsKr'" }))[0]?.fields.uses;
const paid = (overrides: Partial<PaidBooking> = {}): PaidBooking => ({
  sessionId: `cs_test_${Math.random().toString(36).slice(2)}`,
  packageId: 'recKzVYRroconmqDY',
  packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
  versionId: 'recFqb7uLHIXkMJvq',
  versionName: 'Short Escape',
  stepIds: [],
  quantity: 1,
  currency: 'EUR',
  total: 1290,
  payment: 'deposit',
  paidNowMinor: 38_700,
  balance: 903,
  couponCode: 'WELCOME10',
  couponId: 'rec4fP4zV4D0lpsKr',
  discountPercent: 10,
  language: 'en',
  customerEmail: 'anna@example.com',
  ...overrides,
});

describe('Airtable upsert, as the stand-in answers it', () => {
  it('creates once for concurrent upserts on the same value, and says which call created', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client().upsertRecord('bookings', { checkoutSessionId: 'cs_test_same', status: 'deposit paid' }, ['checkoutSessionId'])),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.record.id)).size).toBe(1);
    expect(await client().listRecords('bookings')).toHaveLength(1);
  });

  it('refuses a merge field the record does not carry, as Airtable does', async () => {
    await expect(client().upsertRecord('bookings', { status: 'deposit paid' }, ['checkoutSessionId' as 'status'])).rejects.toMatchObject({ status: 422 });
  });
});

describe('fulfilBooking', () => {
  it('books, counts the coupon and sends both emails once, however often it is called', async () => {
    const booking = paid();
    const calls = await Promise.all([fulfilBooking(booking), fulfilBooking(booking), fulfilBooking(booking)]);
    expect(calls.sort()).toEqual(['in progress', 'in progress', 'recorded']);
    expect(await fulfilBooking(booking)).toBe('already recorded');
    expect(await client().listRecords('bookings')).toHaveLength(1);
    expect(await couponUses()).toBe(4);
    expect(mail.outbox.map((message) => message.To).sort()).toEqual(['anna@example.com', 'info@altura-adventures.com']);
  });

  it('finishes a booking whose row was stored but whose answer was lost, once its first report is surely over', async () => {
    const booking = paid();
    await fault({ table: 'bookings', match: booking.sessionId, lost: true, times: 1 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fulfilBooking(booking)).rejects.toThrow(/bookings/);
    error.mockRestore();
    const [stored] = await client().listRecords('bookings');
    expect(stored?.fields).toMatchObject({ checkoutSessionId: booking.sessionId, status: 'deposit paid' });
    expect(stored?.fields.emailStatus).toBeUndefined();

    // Right away, a report cannot tell a lost answer from a report still at work: it leaves the row.
    expect(await fulfilBooking(booking)).toBe('in progress');
    expect(mail.outbox).toHaveLength(0);

    const later = Date.now() + FOLLOW_UP_LEASE_MS + 1_000;
    expect(await fulfilBooking(booking, later)).toBe('recorded');
    expect(await fulfilBooking(booking, later)).toBe('already recorded');
    const rows = await client().listRecords('bookings');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fields).toMatchObject({ emailStatus: 'sent', createdAt: stored?.createdTime });
    expect(await couponUses()).toBe(4);
    expect(mail.outbox.map((message) => message.To).sort()).toEqual(['anna@example.com', 'info@altura-adventures.com']);
  });

  it('tells the operator, in English unless configured, to count the coupon use by hand when it could not be counted', async () => {
    await fault({ table: 'coupons', status: 503 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fulfilBooking(paid({ language: 'de' }))).toBe('recorded');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    const notice = mail.outbox.find((message) => message.To === 'info@altura-adventures.com');
    expect(notice?.Subject).toBe('New booking: Dolomites Hut-to-Hut: Alta Via 1, 1 traveller');
    expect(notice?.TextBody).toContain('To do: this use of code WELCOME10 could not be counted.');
    expect(notice?.TextBody).toContain('Language: Deutsch');
    expect(mail.outbox.find((message) => message.To === 'anna@example.com')?.Subject).toBe('Deine Reise ist gebucht: Dolomites Hut-to-Hut: Alta Via 1');
    const [row] = await client().listRecords('bookings');
    expect(row?.fields.emailStatus).toBe('sent');
  });

  it('writes the operator’s notice in OPERATOR_LANGUAGE, whatever the customer’s', async () => {
    await fault({ table: 'coupons', status: 503 });
    vi.stubEnv('OPERATOR_LANGUAGE', 'de');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fulfilBooking(paid({ language: 'it', quantity: 2 }))).toBe('recorded');
    error.mockRestore();
    vi.unstubAllEnvs();
    const notice = mail.outbox.find((message) => message.To === 'info@altura-adventures.com');
    expect(notice?.Subject).toBe('Neue Buchung: Dolomites Hut-to-Hut: Alta Via 1, 2 Personen');
    expect(notice?.TextBody).toContain('Diese Einlösung des Codes WELCOME10 konnte nicht gezählt werden.');
    expect(notice?.TextBody).toContain('Sprache: Italiano');
    expect(mail.outbox.find((message) => message.To === 'anna@example.com')?.Subject).toBe('Il tuo viaggio è prenotato: Dolomites Hut-to-Hut: Alta Via 1');
  });

  it('says nothing of the coupon to the operator when its use was counted', async () => {
    await fulfilBooking(paid());
    expect(mail.outbox.find((message) => message.To === 'info@altura-adventures.com')?.TextBody).not.toContain('could not be counted');
  });

  it('keeps the booking and marks its email as failed when the mail service is down', async () => {
    await fetch(`${mail.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ status: 503 }) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fulfilBooking(paid({ couponCode: undefined, couponId: undefined }))).toBe('recorded');
    error.mockRestore();
    const [row] = await client().listRecords('bookings');
    expect(row?.fields).toMatchObject({ status: 'deposit paid', emailStatus: 'failed' });
  });

  it('fails loudly when the booking cannot be stored, so that Stripe reports it again', async () => {
    await fault({ table: 'bookings', status: 503 });
    await expect(fulfilBooking(paid())).rejects.toThrow(/bookings/);
    expect(mail.outbox).toHaveLength(0);
  });
});

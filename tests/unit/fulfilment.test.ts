import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAirtableClient } from '../../src/airtable/client.ts';
import { fulfilBooking } from '../../src/server/payments/fulfilment.ts';
import type { PaidBooking } from '../../src/server/payments/paid-booking.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';

/** Fulfilment against stand-ins of its own, where faults cannot disturb other tests. */
let base: AirtableStandin;
let mail: PostmarkStandin;
const saved = { ...process.env };

beforeAll(async () => {
  base = await startAirtableStandin();
  mail = await startPostmarkStandin();
  Object.assign(process.env, base.env, mail.env, { CATALOG_FILE: 'no-such-catalog.json' });
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([base.stop(), mail.stop()]);
});
beforeEach(async () => {
  await fetch(`${base.url}/__standin/reset`, { method: 'POST' });
  await fetch(`${mail.url}/__standin/reset`, { method: 'POST' });
});

const client = () => createAirtableClient({ token: base.token, baseId: base.baseId, endpointUrl: base.url });
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
  depositMinor: 38_700,
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
    expect(calls.filter(Boolean)).toHaveLength(1);
    expect(await client().listRecords('bookings')).toHaveLength(1);
    const [coupon] = await client().listRecords('coupons', { filterByFormula: "RECORD_ID() = 'rec4fP4zV4D0lpsKr'" });
    expect(coupon?.fields.uses).toBe(4);
    expect(mail.outbox.map((message) => message.To).sort()).toEqual(['anna@example.com', 'info@altura-adventures.com']);
  });

  it('keeps the booking and marks its email as failed when the mail service is down', async () => {
    await fetch(`${mail.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ status: 503 }) });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fulfilBooking(paid({ couponCode: undefined, couponId: undefined }))).toBe(true);
    error.mockRestore();
    const [row] = await client().listRecords('bookings');
    expect(row?.fields).toMatchObject({ status: 'deposit paid', emailStatus: 'failed' });
  });

  it('fails loudly when the booking cannot be stored, so that Stripe reports it again', async () => {
    await fetch(`${base.url}/__standin/fault`, { method: 'POST', body: JSON.stringify({ table: 'bookings', status: 503 }) });
    await expect(fulfilBooking(paid())).rejects.toThrow(/bookings/);
    expect(mail.outbox).toHaveLength(0);
  });
});

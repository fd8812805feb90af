import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { createAirtableClient } from '../../src/airtable/client.ts';
import type { Catalog } from '../../src/schema/catalog.ts';
import type { PaidBooking } from '../../src/schema/payment.ts';
import { bookingConfirmation } from '../../src/server/emails/booking-confirmation.ts';
import { operator } from '../../src/server/env.ts';
import { sendDailyDigest } from '../../src/server/mail/daily-digest.ts';
import { messageMarker } from '../../src/server/mail/outbox.ts';
import { retryEmails } from '../../src/server/mail/retry-emails.ts';
import type { RebuildContext } from '../../src/server/mail/rows-to-mail.ts';
import { fulfilBooking } from '../../src/server/payments/fulfilment.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';

/**
 * retry-emails and the daily digest against stand-ins of their own (so that every row is this
 * file's), on the test's clock: an hour passes when the test says so.
 */
const HOUR = 3_600_000;
const RUN_MS = 25_000;

let airtable: AirtableStandin;
let postmark: PostmarkStandin;
let blobs: LocalBlobs;
beforeAll(async () => {
  airtable = await startAirtableStandin();
  postmark = await startPostmarkStandin();
  blobs = await startLocalBlobs();
  for (const [key, value] of Object.entries({ ...airtable.env, ...postmark.env, ...blobs.env, CATALOG_FILE: 'no-such-catalog.json' })) vi.stubEnv(key, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all([airtable.stop(), postmark.stop(), blobs.stop()]);
});
beforeEach(async () => {
  await fetch(`${airtable.url}/__standin/reset`, { method: 'POST' });
  await fetch(`${postmark.url}/__standin/reset`, { method: 'POST' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const base = () => createAirtableClient({ token: airtable.token, baseId: airtable.baseId, endpointUrl: airtable.url });
const rows = async (table: string) => ((await (await fetch(`${airtable.url}/__standin/tables/${table}`)).json()) as { records: { id: string; fields: Record<string, unknown> }[] }).records;
const addRow = async (table: string, fields: Record<string, unknown>, createdTime = new Date().toISOString()) => {
  const response = await fetch(`${airtable.url}/__standin/tables/${table}`, { method: 'POST', body: JSON.stringify({ records: [{ fields, createdTime }] }) });
  return ((await response.json()) as { records: { id: string }[] }).records[0]!.id;
};
const outage = (match: string) => fetch(`${postmark.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ status: 503, match }) });
const heal = (match: string) => fetch(`${postmark.url}/__standin/heal`, { method: 'POST', body: JSON.stringify({ match }) });
const to = (address: string) => `"To":"${address}"`;

/** The published catalog the emails are written with: the Dolomites' Short Escape, with a brochure. */
const catalog: Catalog = {
  packages: [
    {
      id: 'recKzVYRroconmqDY',
      slug: 'dolomites-hut-to-hut-alta-via-1',
      name: 'Dolomites Hut-to-Hut: Alta Via 1',
      status: 'active',
      currency: 'EUR',
      brochure: { en: '/brochures/attDolomites/dolomites-en.pdf' },
      versions: [{ id: 'recFqb7uLHIXkMJvq', name: 'Short Escape', price: 1290, durationDays: 5, steps: [], departures: [] }],
    },
  ],
};
const context = (): RebuildContext => ({ catalog, origin: 'https://www.altura.example', operator: operator() });
const retry = (now = Date.now()) => retryEmails({ base: base(), context: context(), now, deadline: Date.now() + RUN_MS });
const digest = (now = Date.now()) => sendDailyDigest({ base: base(), context: context(), now, deadline: Date.now() + RUN_MS });

const paid = (overrides: Partial<PaidBooking> = {}): PaidBooking => ({
  sessionId: `cs_test_${randomUUID().replace(/-/g, '')}`,
  packageId: 'recKzVYRroconmqDY',
  packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
  versionId: 'recFqb7uLHIXkMJvq',
  versionName: 'Short Escape',
  stepIds: [],
  quantity: 2,
  currency: 'EUR',
  // 1290 € × 2 = 2580 €; 30 % = 774 € now, 1806 € later.
  total: 2580,
  payment: 'deposit',
  paidNowMinor: 77_400,
  balance: 1806,
  discountPercent: 0,
  language: 'de',
  customerEmail: `traveller-${randomUUID().slice(0, 8)}@example.com`,
  ...overrides,
});

// Each run reads four tables and a marker per email: seconds on a busy machine.
describe('retry-emails', { timeout: 60_000 }, () => {
  it('sends a paid booking’s emails once they are due, written again from the row, and marks the row sent', async () => {
    const booking = paid();
    await outage(booking.customerEmail!);
    expect(await fulfilBooking(booking)).toBe('recorded');
    const [row] = await rows('bookings');
    expect(row?.fields.emailStatus).toBe('failed');
    await heal(booking.customerEmail!);

    // Within the hour after the failure, nothing is tried again.
    expect(await retry()).toEqual({ rows: 1, sent: [], completed: 0, postponed: 0 });
    expect(postmark.outbox).toHaveLength(0);

    const later = await retry(Date.now() + HOUR);
    expect(later).toEqual({ rows: 1, sent: [`bookings/${row!.id}/confirmation`, `bookings/${row!.id}/operator-notice`], completed: 1, postponed: 0 });
    const [confirmation] = postmark.outbox.filter((message) => message.To === booking.customerEmail);
    // The same email as the follow-up would have sent: every figure comes back from the row.
    expect(confirmation?.TextBody).toBe(bookingConfirmation(booking, catalog.packages[0], operator())?.text);
    expect(confirmation?.TextBody).toContain('Bezahlte Anzahlung (30 %): 774');
    expect((await rows('bookings'))[0]?.fields.emailStatus).toBe('sent');

    // Run again, later still: the row is done and nothing goes out twice.
    expect(await retry(Date.now() + 3 * HOUR)).toEqual({ rows: 0, sent: [], completed: 0, postponed: 0 });
    expect(postmark.outbox).toHaveLength(2);
  });

  it('sends again only the email that failed', async () => {
    const booking = paid();
    await outage(to(booking.customerEmail!));
    await fulfilBooking(booking);
    expect(postmark.outbox.map((message) => message.To)).toEqual(['info@altura-adventures.com']);
    await heal(to(booking.customerEmail!));
    const [row] = await rows('bookings');
    expect((await retry(Date.now() + HOUR)).sent).toEqual([`bookings/${row!.id}/confirmation`]);
    expect(postmark.outbox.map((message) => message.To).sort()).toEqual([booking.customerEmail, 'info@altura-adventures.com'].sort());
  });

  it('leaves a booking without emailStatus to the report at work on it, and finishes it once the lease is over', async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.com`;
    const stored = new Date(Date.now() - 60_000).toISOString();
    await addRow(
      'bookings',
      { checkoutSessionId: 'cs_test_lost', packageId: 'recKzVYRroconmqDY', packageName: 'Dolomites Hut-to-Hut: Alta Via 1', versionId: 'recFqb7uLHIXkMJvq', steps: '', quantity: 1, currency: 'EUR', total: 1290, deposit: 387, discountPercent: 0, customerEmail: email, language: 'en', status: 'deposit paid' },
      stored,
    );
    expect(await retry()).toEqual({ rows: 0, sent: [], completed: 0, postponed: 0 });
    const later = await retry(Date.now() + 2 * 60_000);
    expect(later.completed).toBe(1);
    expect((await rows('bookings'))[0]?.fields).toMatchObject({ emailStatus: 'sent', createdAt: stored });
    // 1290 € in all, 387 € paid: 903 € remain, though the row stores no balance without a departure.
    expect(postmark.outbox.find((message) => message.To === email)?.TextBody).toContain('Balance: €903');
  });

  it('never writes to a cancelled booking, nor sends its emails', async () => {
    await addRow(
      'bookings',
      { checkoutSessionId: 'cs_test_cancelled', packageId: 'recKzVYRroconmqDY', packageName: 'Dolomites Hut-to-Hut: Alta Via 1', versionId: 'recFqb7uLHIXkMJvq', quantity: 1, currency: 'EUR', total: 1290, deposit: 387, customerEmail: 'gone@example.com', language: 'en', status: 'cancelled', emailStatus: 'failed' },
      new Date(Date.now() - 5 * HOUR).toISOString(),
    );
    expect(await retry(Date.now() + HOUR)).toEqual({ rows: 0, sent: [], completed: 0, postponed: 0 });
    expect(postmark.outbox).toHaveLength(0);
  });

  it('sends a contact message’s notice from its row, quoting the visitor, and marks the row sent', async () => {
    const id = await addRow('contactMessages', { name: 'Giulia Rossi', email: 'giulia@example.it', message: 'Is there a departure in June?', language: 'it', createdAt: '2026-05-04T09:30:00.000Z', emailStatus: 'failed' });
    expect((await retry()).sent).toEqual([`contactMessages/${id}/operator-notice`]);
    const [notice] = postmark.outbox;
    expect(notice).toMatchObject({ To: 'info@altura-adventures.com', ReplyTo: 'giulia@example.it', Tag: 'contact' });
    expect(notice?.TextBody).toContain('Name: Giulia Rossi');
    expect(notice?.TextBody).toContain('Is there a departure in June?');
    expect(notice?.TextBody).toContain(`Airtable record: ${id}`);
    expect((await rows('contactMessages'))[0]?.fields.emailStatus).toBe('sent');
  });

  it('sends a brochure link only for a published package, naming it and linking to the configured site', async () => {
    const published = await addRow('brochureRequests', { email: 'ann@example.com', packageName: 'Dolomites Hut-to-Hut: Alta Via 1', language: 'fr', emailStatus: 'failed' });
    const gone = await addRow('brochureRequests', { email: 'bob@example.com', packageName: 'A trip no longer published', language: 'en', emailStatus: 'failed' });
    expect((await retry()).sent).toEqual([`brochureRequests/${published}/brochure`]);
    expect(postmark.outbox).toHaveLength(1);
    expect(postmark.outbox[0]).toMatchObject({ To: 'ann@example.com', Subject: 'Votre brochure : Dolomites Hut-to-Hut: Alta Via 1' });
    expect(postmark.outbox[0]?.TextBody).toContain('https://www.altura.example/brochures/attDolomites/dolomites-en.pdf');
    const statuses = Object.fromEntries((await rows('brochureRequests')).map((row) => [row.id, row.fields.emailStatus]));
    expect(statuses).toEqual({ [published]: 'sent', [gone]: 'failed' });
  });

  it('cannot write a deletion request’s confirmation link again (only its token’s hash is stored): nothing is sent, the row stays failed', async () => {
    await addRow('deletionRequests', { name: 'Hans Müller', email: 'hans@example.de', reason: 'Moving', language: 'de', status: 'received', emailStatus: 'failed' });
    expect((await retry()).sent).toEqual([]);
    expect(postmark.outbox).toEqual([]);
    expect((await rows('deletionRequests'))[0]?.fields.emailStatus).toBe('failed');
  });

  it('stops trying a message after 8 attempts', async () => {
    const email = `never-${randomUUID().slice(0, 8)}@example.com`;
    await outage(to(email));
    const id = await addRow('brochureRequests', { email, packageName: 'Dolomites Hut-to-Hut: Alta Via 1', language: 'en', emailStatus: 'failed' });
    let now = Date.now();
    for (let attempt = 1; attempt <= 8; attempt++) {
      await retry(now);
      const marker = await messageMarker(`brochureRequests/${id}/brochure`);
      expect(marker).toMatchObject({ state: 'failed', attempts: attempt });
      now = marker?.state === 'failed' && marker.nextAttemptAt ? marker.nextAttemptAt : now;
    }
    expect(await messageMarker(`brochureRequests/${id}/brochure`)).toMatchObject({ attempts: 8, nextAttemptAt: null });
    await heal(to(email));
    expect((await retry(now + 100 * HOUR)).sent).toEqual([]);
    expect(postmark.outbox).toHaveLength(0);
  });

  it('ends by its deadline when Postmark does not answer, leaving the other rows to the next run', async () => {
    for (let n = 0; n < 3; n++) await addRow('contactMessages', { name: 'Ann', email: `ann${n}@example.com`, message: 'Hello', language: 'en', emailStatus: 'failed' });
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).startsWith(`${postmark.url}/email`)
        ? new Promise<Response>((_, reject) => {
            // As fetch does: an aborted signal ends the request, whether before or after it started.
            if (init?.signal?.aborted) reject(init.signal.reason);
            init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
          })
        : realFetch(input, init),
    );
    const started = Date.now();
    // 16 s: time for one row (a run starts none with less than 12 s left), whose send the deadline cuts off.
    const outcome = await retryEmails({ base: base(), context: context(), now: started, deadline: started + 16_000 });
    expect(Date.now() - started).toBeLessThan(16_000 + 3_000);
    expect(outcome).toMatchObject({ rows: 1, sent: [], completed: 0, postponed: 2 });
  });
});

describe('the daily digest', { timeout: 60_000 }, () => {
  it('sends nothing when every email went out', async () => {
    await addRow('contactMessages', { name: 'Ann', email: 'ann@example.com', message: 'Hello', language: 'en', emailStatus: 'sent' });
    expect(await digest()).toEqual({ failing: 0, delivery: 'nothing to report' });
    expect(postmark.outbox).toHaveLength(0);
  });

  it('names, in the operator’s language, every email that has not gone out, once a day for the same list', async () => {
    vi.stubEnv('OPERATOR_LANGUAGE', 'de');
    vi.stubEnv('OPERATOR_TIME_ZONE', 'Europe/Berlin');
    try {
      const email = `never-${randomUUID().slice(0, 8)}@example.com`;
      await outage(to(email));
      const brochure = await addRow('brochureRequests', { email, packageName: 'Dolomites Hut-to-Hut: Alta Via 1', language: 'en', emailStatus: 'failed' });
      const deletion = await addRow('deletionRequests', { name: 'Hans', email: 'hans@example.de', language: 'de', status: 'received', emailStatus: 'failed' });
      const first = Date.UTC(2026, 5, 1, 8, 0, 0);
      await retry(first);

      expect(await digest(first + HOUR)).toEqual({ failing: 2, delivery: 'sent' });
      const [sent] = postmark.outbox.filter((message) => message.Tag === 'email-digest');
      expect(sent).toMatchObject({ To: 'info@altura-adventures.com', Subject: '2 E-Mails der Website wurden nicht versandt' });
      const text = sent!.TextBody!.replace(/\u202F|\u00A0/g, ' ');
      expect(text).toContain(`• Link zur Broschüre an ${email}\n  Tabelle brochureRequests, Datensatz ${brochure}\n  Fehlgeschlagen seit 01.06.2026, 10:00, 1 Versuch: nächster Versuch nach 01.06.2026, 11:00`);
      expect(text).toContain(`• Bestätigung eines Löschantrags an hans@example.de\n  Tabelle deletionRequests, Datensatz ${deletion}`);
      expect(text).toContain('nicht neu erstellt');
      expect(text).not.toContain('Mitteilung über einen Löschantrag');

      // The same list the same day: not again.
      expect(await digest(first + 2 * HOUR)).toEqual({ failing: 2, delivery: 'already sent' });
      expect(postmark.outbox.filter((message) => message.Tag === 'email-digest')).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
      for (const [key, value] of Object.entries({ ...airtable.env, ...postmark.env, ...blobs.env, CATALOG_FILE: 'no-such-catalog.json' })) vi.stubEnv(key, value);
    }
  });
});

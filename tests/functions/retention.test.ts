import { describe, expect, it } from 'vitest';
import { PRIVACY } from '../../src/config/privacy.ts';
import { airtable, siteUrl, stripe } from '../support/context.ts';
import { uniqueEmail } from '../support/visitor-requests.ts';

/**
 * The periods the privacy policy states are kept by the daily purge-expired-data, run here by
 * hand as under netlify dev: what is past its period goes, what is not stays.
 */
const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const runPurge = async () => {
  const response = await fetch(siteUrl('/.netlify/functions/purge-expired-data'), { method: 'POST', body: '{"next_run":"2026-11-24T00:00:00.000Z"}' });
  expect(response.status).toBe(200);
  return response.json();
};

const ids = async (table: string) => new Set((await airtable.records(table)).map((record) => record.id));

describe('purge-expired-data', () => {
  it('deletes requests past their period, anonymises bookings past the accounting period, and keeps the rest', async () => {
    const email = uniqueEmail('retention');
    const monthsDays = (months: number) => Math.ceil(months * 30.5);
    const [oldMessage, freshMessage] = await airtable.add('contactMessages', [
      { fields: { name: 'Old', email, message: 'Hello', language: 'en', createdAt: ago(monthsDays(PRIVACY.contactMessageRetentionMonths) + 2) } },
      { fields: { name: 'Recent', email, message: 'Hello', language: 'en', createdAt: ago(monthsDays(PRIVACY.contactMessageRetentionMonths) - 20) } },
    ]);
    const [oldBrochure, freshBrochure] = await airtable.add('brochureRequests', [
      { fields: { email, packageName: 'Trip', language: 'en', createdAt: ago(monthsDays(PRIVACY.brochureRequestRetentionMonths) + 2) } },
      { fields: { email, packageName: 'Trip', language: 'en', createdAt: ago(monthsDays(PRIVACY.brochureRequestRetentionMonths) - 20) } },
    ]);
    const [oldRecord, keptRecord, deadLink, liveLink, waiting] = await airtable.add('deletionRequests', [
      { fields: { email, status: 'completed', createdAt: ago(365 * 3 + 10), completedAt: ago(365 * PRIVACY.deletionRecordRetentionYears + 2) } },
      { fields: { email, status: 'completed', createdAt: ago(400), completedAt: ago(365 * PRIVACY.deletionRecordRetentionYears - 20) } },
      { fields: { email, name: 'Never confirmed', status: 'received', createdAt: ago(38) } },
      { fields: { email, name: 'Link expired lately', status: 'received', createdAt: ago(20) } },
      // Another address's: the run first completes waiting erasures, which would erase this one's rows.
      { fields: { email: uniqueEmail('retention-waiting'), name: 'Waiting', status: 'waiting', createdAt: ago(400) } },
    ]);
    const customer = await stripeCustomer(email);
    const [oldBooking, keptBooking] = await airtable.add('bookings', [
      { createdTime: ago(365 * PRIVACY.bookingRetentionYears + 5), fields: { checkoutSessionId: 'cs_test_retention_old', customerEmail: email, status: 'paid in full', stripeCustomerId: customer, total: 900 } },
      { createdTime: ago(365 * PRIVACY.bookingRetentionYears - 20), fields: { checkoutSessionId: 'cs_test_retention_kept', customerEmail: email, status: 'paid in full', total: 900 } },
    ]);

    const report = await runPurge();
    expect(report).toMatchObject({ contactMessages: expect.any(Number), anonymisedBookings: expect.any(Number) });

    const messages = await ids('contactMessages');
    expect([messages.has(oldMessage!.id), messages.has(freshMessage!.id)]).toEqual([false, true]);
    const brochures = await ids('brochureRequests');
    expect([brochures.has(oldBrochure!.id), brochures.has(freshBrochure!.id)]).toEqual([false, true]);
    const requests = await ids('deletionRequests');
    expect([oldRecord, keptRecord, deadLink, liveLink, waiting].map((row) => requests.has(row!.id))).toEqual([false, true, false, true, true]);
    const bookings = await airtable.records('bookings');
    expect(bookings.find((row) => row.id === oldBooking!.id)?.fields).toMatchObject({ customerEmail: 'erased', total: 900 });
    expect(bookings.find((row) => row.id === keptBooking!.id)?.fields.customerEmail).toBe(email);
    expect((await stripe.customers()).find((entry) => entry.customer.id === customer)?.deleted).toBe(true);

    // A second run finds nothing more of these.
    await runPurge();
    expect((await ids('contactMessages')).has(freshMessage!.id)).toBe(true);
  });
});

/** A Stripe customer of the address, as Checkout makes one. */
async function stripeCustomer(email: string): Promise<string> {
  const response = await fetch(`${stripe.url()}/v1/customers`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stripe.secretKey()}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  return ((await response.json()) as { id: string }).id;
}

import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/config/company.ts';
import { airtable, postmark, siteUrl, stripe } from '../support/context.ts';
import { makeDue, marker, runScheduled } from '../support/mail-outbox.ts';
import { booking, checkoutSession, uniqueEmail } from '../support/payments.ts';
import { postTo, rowsMentioning } from '../support/visitor-requests.ts';

/**
 * Emails that always go out, as an operator sees it: Postmark fails, the row says `failed`, and
 * the scheduled retry-emails (run here by hand, as under netlify dev) sends what did not go out,
 * once each, when it is due; the daily digest names what still has not. An hour passes for a
 * test's own messages only (makeDue), as other tests run alongside.
 */
const bookingRow = async (sessionId: string) => {
  const rows = (await airtable.records('bookings')).filter((row) => row.fields.checkoutSessionId === sessionId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
/** Postmark refuses every message containing the text until healed; other tests' messages go through. */
const outage = (match: string) => postmark.control('outage', { status: 503, match });
const heal = (match: string) => postmark.control('heal', { match });
const sentTo = async (address: string) => (await postmark.outbox()).filter((message) => message.To === address);
const noticesOf = async (sessionId: string) => (await postmark.outbox()).filter((message) => message.To === COMPANY.email && message.TextBody?.includes(sessionId));

/** A paid booking while Postmark refuses what `failing` matches (both emails name the traveller's address). */
async function paidWhileMailFails(failing: (email: string) => string) {
  const email = uniqueEmail();
  await outage(failing(email));
  const { session } = await checkoutSession(booking({ quantity: 1, language: 'it' }));
  const { delivery } = await stripe.pay(session.id, { email });
  expect(delivery?.status).toBe(200);
  const row = await bookingRow(session.id);
  return { email, sessionId: session.id, row, match: failing(email) };
}

describe('retry-emails', () => {
  it('sends a booking’s emails once Postmark is back and they are due, once each, and marks the row sent', async () => {
    const { email, sessionId, row, match } = await paidWhileMailFails((address) => address);
    expect(row.fields.emailStatus).toBe('failed');
    expect(await sentTo(email)).toEqual([]);
    await heal(match);

    // Within the hour after the failure, a run leaves them waiting.
    await runScheduled('retry-emails');
    expect(await sentTo(email)).toEqual([]);

    await makeDue(`bookings/${row.id}/`);
    const run = await runScheduled('retry-emails');
    expect(run.sent).toEqual(expect.arrayContaining([`bookings/${row.id}/confirmation`, `bookings/${row.id}/operator-notice`]));
    const [confirmation] = await sentTo(email);
    expect(confirmation?.Subject).toBe('Il tuo viaggio è prenotato: Dolomites Hut-to-Hut: Alta Via 1');
    expect(await noticesOf(sessionId)).toHaveLength(1);
    expect((await bookingRow(sessionId)).fields.emailStatus).toBe('sent');

    // Again, and later still: nothing goes out twice.
    await makeDue(`bookings/${row.id}/`);
    await runScheduled('retry-emails');
    expect(await sentTo(email)).toHaveLength(1);
    expect(await noticesOf(sessionId)).toHaveLength(1);
  });

  it('sends again only the email that failed', async () => {
    // The confirmation is addressed to the traveller; the operator's notice only names them.
    const { email, sessionId, row, match } = await paidWhileMailFails((address) => `"To":"${address}"`);
    expect(await noticesOf(sessionId)).toHaveLength(1);
    expect(row.fields.emailStatus).toBe('failed');
    await heal(match);
    await makeDue(`bookings/${row.id}/`);
    const run = await runScheduled('retry-emails');
    expect(run.sent).toContain(`bookings/${row.id}/confirmation`);
    expect(run.sent).not.toContain(`bookings/${row.id}/operator-notice`);
    expect(await sentTo(email)).toHaveLength(1);
    expect(await noticesOf(sessionId)).toHaveLength(1);
    expect((await bookingRow(sessionId)).fields.emailStatus).toBe('sent');
  });

  it('sends a contact message’s notice that failed, from its row', async () => {
    const email = uniqueEmail();
    await outage(email);
    const response = await postTo('/api/contact', { name: 'Giulia Rossi', email, message: 'Is there a departure in June?', language: 'it' });
    expect(await response.json()).toEqual({ ok: true, emailSent: false });
    const [row] = await rowsMentioning('contactMessages', email);
    await heal(email);
    await makeDue(`contactMessages/${row!.id}/`);
    await runScheduled('retry-emails');
    const notices = (await postmark.outbox()).filter((message) => message.ReplyTo === email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.TextBody).toContain('Is there a departure in June?');
    expect((await rowsMentioning('contactMessages', email))[0]?.fields.emailStatus).toBe('sent');
  });

  it('stops after 8 attempts an email that fails for ever, and the daily digest names it', async () => {
    const { email, row, match } = await paidWhileMailFails((address) => `"To":"${address}"`);
    const id = `bookings/${row.id}/confirmation`;
    expect(await marker(id)).toMatchObject({ state: 'failed', attempts: 1 });
    for (let attempt = 2; attempt <= 8; attempt++) {
      await makeDue(`bookings/${row.id}/`);
      await runScheduled('retry-emails');
      expect(await marker(id)).toMatchObject({ state: 'failed', attempts: attempt });
    }
    expect(await marker(id)).toMatchObject({ attempts: 8, nextAttemptAt: null });
    await makeDue(`bookings/${row.id}/`);
    await runScheduled('retry-emails');
    expect(await marker(id)).toMatchObject({ attempts: 8, nextAttemptAt: null });

    let digest = await runScheduled('email-digest');
    // The digest names every failing email of every test file, and another file's outage may match one of its addresses: its next try goes out.
    for (let tries = 0; digest.delivery === 'failed' && tries < 3; tries++) {
      await makeDue('digest/');
      digest = await runScheduled('email-digest');
    }
    expect(digest).toMatchObject({ delivery: 'sent' });
    const [sent] = (await postmark.outbox()).filter((message) => message.Tag === 'email-digest' && message.TextBody?.includes(row.id));
    expect(sent?.To).toBe(COMPANY.email);
    expect(sent?.TextBody).toContain(`• Booking confirmation to ${email}\n  Table bookings, record ${row.id}\n  Failing since `);
    expect(sent?.TextBody).toMatch(new RegExp(`record ${row.id}\\n.*, 8 attempts: given up`));
    expect((await bookingRow(row.fields.checkoutSessionId as string)).fields.emailStatus).toBe('failed');
    await heal(match);
  });

  it('runs by hand only as a POST, as Netlify runs it', async () => {
    const response = await fetch(siteUrl('/.netlify/functions/retry-emails'));
    expect(response.status).toBe(405);
  });
});

import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { MAX_ATTEMPTS, nextAttemptAfter } from '../../src/server/mail/back-off.ts';
import { messageMarker, sendOnce, sendRowEmails } from '../../src/server/mail/outbox.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';

/** The outbox against Netlify's local Blobs store and a Postmark stand-in, on a clock of the test's own. */
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);

let blobs: LocalBlobs;
let postmark: PostmarkStandin;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  postmark = await startPostmarkStandin();
  for (const [key, value] of Object.entries({ ...blobs.env, ...postmark.env })) vi.stubEnv(key, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await blobs.stop();
  await postmark.stop();
});
beforeEach(async () => {
  await fetch(`${postmark.url}/__standin/reset`, { method: 'POST' });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

/** Postmark refuses every message to the address until healed; other tests' messages go through. */
const outage = (to: string) => fetch(`${postmark.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ status: 503, match: `"To":"${to}"` }) });
const heal = (to: string) => fetch(`${postmark.url}/__standin/heal`, { method: 'POST', body: JSON.stringify({ match: `"To":"${to}"` }) });
const email = (to = `${randomUUID()}@example.com`) => ({ to, subject: 'Your brochure', text: 'Here it is.', tag: 'brochure' });
const id = () => `brochureRequests/rec${randomUUID().replace(/-/g, '').slice(0, 14)}/brochure`;

describe('the back-off', () => {
  it('waits 1, 2, 4, 8, 16, then 24 hours between attempts, and gives up after the 8th', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS }, (_, index) => nextAttemptAfter(index + 1, T0)).map((at) => (at === undefined ? 'given up' : (at - T0) / HOUR));
    expect(waits).toEqual([1, 2, 4, 8, 16, 24, 24, 'given up']);
  });
});

// Each send waits on Postmark's retries, and each marker on the store's write: seconds on a busy machine.
describe('sendOnce', { timeout: 30_000 }, () => {
  it('sends a message once, however often and however concurrently it is asked to', async () => {
    const message = email();
    const messageId = id();
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => sendOnce(messageId, message, undefined, T0)));
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'sent').every((outcome) => outcome === 'in progress' || outcome === 'already sent')).toBe(true);
    expect(await sendOnce(messageId, message, undefined, T0 + 5 * HOUR)).toBe('already sent');
    expect(postmark.outbox.filter((sent) => sent.To === message.to)).toHaveLength(1);
    expect(await messageMarker(messageId)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('records a failure with its next attempt an hour later, and sends nothing before then', async () => {
    const message = email();
    const messageId = id();
    await outage(message.to);
    expect(await sendOnce(messageId, message, undefined, T0)).toBe('failed');
    expect(await messageMarker(messageId)).toMatchObject({ state: 'failed', attempts: 1, firstFailedAt: T0, nextAttemptAt: T0 + HOUR, error: expect.any(String) });
    await heal(message.to);
    expect(await sendOnce(messageId, message, undefined, T0 + HOUR - 1)).toBe('not due');
    expect(postmark.outbox).toHaveLength(0);
    expect(await sendOnce(messageId, message, undefined, T0 + HOUR)).toBe('sent');
    expect(await messageMarker(messageId)).toMatchObject({ state: 'sent', attempts: 2 });
    expect(postmark.outbox.map((sent) => sent.To)).toEqual([message.to]);
  });

  it('gives up after 8 attempts, each when due, and never tries again', async () => {
    const message = email();
    const messageId = id();
    await outage(message.to);
    let now = T0;
    const outcomes = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcomes.push(await sendOnce(messageId, message, undefined, now));
      const marker = await messageMarker(messageId);
      expect(marker).toMatchObject({ state: 'failed', attempts: attempt, firstFailedAt: T0 });
      now = marker?.state === 'failed' ? (marker.nextAttemptAt ?? now + 100 * HOUR) : now;
    }
    expect(outcomes).toEqual([...Array<string>(MAX_ATTEMPTS - 1).fill('failed'), 'given up']);
    // 1 + 2 + 4 + 8 + 16 + 24 + 24 hours after the first attempt came the eighth.
    expect(await messageMarker(messageId)).toMatchObject({ attempts: 8, nextAttemptAt: null });
    await heal(message.to);
    expect(await sendOnce(messageId, message, undefined, now + 1000 * HOUR)).toBe('given up');
    expect(postmark.outbox).toHaveLength(0);
  });

  it('takes over a message whose sender died with it claimed, once the claim has lapsed', async () => {
    const message = email();
    const messageId = id();
    const store = getStore({ name: 'mail', consistency: 'strong', ...blobs.context });
    await store.setJSON(`mail/${messageId}`, { state: 'sending', until: T0 + 120_000, attempts: 0 });
    expect(await sendOnce(messageId, message, undefined, T0 + 60_000)).toBe('in progress');
    expect(postmark.outbox).toHaveLength(0);
    expect(await sendOnce(messageId, message, undefined, T0 + 120_001)).toBe('sent');
    expect(postmark.outbox).toHaveLength(1);
  });

  it('sends nothing, and says it failed, when the store cannot be reached', async () => {
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify({ ...blobs.context, edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' })).toString('base64'));
    try {
      expect(await sendOnce(id(), email(), Date.now() + 500, T0)).toBe('failed');
    } finally {
      vi.stubEnv('NETLIFY_BLOBS_CONTEXT', blobs.env.NETLIFY_BLOBS_CONTEXT);
    }
    expect(postmark.outbox).toHaveLength(0);
  });
});

describe('sendRowEmails', { timeout: 30_000 }, () => {
  const recordId = () => `rec${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const booking = (to: string) => ({
    confirmation: { to, subject: 'Your trip is booked', text: 'Booked.', tag: 'booking-confirmation' },
    'operator-notice': { to: 'ops@example.com', subject: 'New booking', text: `Customer: ${to}`, tag: 'booking-notice' },
  });

  it('sends again only the email that did not go out', async () => {
    const row = recordId();
    const to = `${randomUUID()}@example.com`;
    await outage(to);
    const first = await sendRowEmails('bookings', row, booking(to), undefined, T0);
    expect(first).toEqual({ deliveries: { confirmation: 'failed', 'operator-notice': 'sent' }, allSent: false });
    await heal(to);
    const second = await sendRowEmails('bookings', row, booking(to), undefined, T0 + HOUR);
    expect(second).toEqual({ deliveries: { confirmation: 'sent', 'operator-notice': 'already sent' }, allSent: true });
    expect(postmark.outbox.map((sent) => sent.To).sort()).toEqual([to, 'ops@example.com'].sort());
  });

  it('counts an email it cannot write as gone out only if an earlier call sent it', async () => {
    const row = recordId();
    const to = `${randomUUID()}@example.com`;
    expect(await sendRowEmails('bookings', row, { ...booking(to), confirmation: undefined }, undefined, T0)).toEqual({
      deliveries: { confirmation: 'unwritable', 'operator-notice': 'sent' },
      allSent: false,
    });
    await sendRowEmails('bookings', row, booking(to), undefined, T0);
    expect(await sendRowEmails('bookings', row, { ...booking(to), confirmation: undefined }, undefined, T0)).toEqual({
      deliveries: { confirmation: 'already sent', 'operator-notice': 'already sent' },
      allSent: true,
    });
  });
});

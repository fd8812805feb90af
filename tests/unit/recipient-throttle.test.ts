import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { HttpError } from '../../src/server/http.ts';
import { forgetIdleRecipients, takeRecipientSlot, throttleKey } from '../../src/server/mail/recipient-throttle.ts';

/** The throttle per recipient address against Netlify's local Blobs store, on a clock of the test's own. */
const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  vi.stubEnv('NETLIFY_BLOBS_CONTEXT', blobs.env.NETLIFY_BLOBS_CONTEXT);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await blobs.stop();
});

const address = () => `victim-${randomUUID().slice(0, 8)}@example.com`;
/** What one request for the address gets: through, or the 429's key. */
const attempt = (purpose: 'brochure' | 'deletion', to: string, now: number) =>
  takeRecipientSlot(purpose, to, now).then(
    () => 'through',
    (error: unknown) => (error instanceof HttpError ? `${error.status} ${error.key}` : error),
  );

// Each request reads and writes the store: seconds on a busy machine.
describe('the recipient throttle', { timeout: 30_000 }, () => {
  it('lets 3 brochure emails a day through to an address, then answers 429 too_many_requests', async () => {
    const to = address();
    const outcomes = [];
    for (let n = 0; n < 5; n++) outcomes.push(await attempt('brochure', to, T0 + n * HOUR));
    expect(outcomes).toEqual(['through', 'through', 'through', '429 too_many_requests', '429 too_many_requests']);
  });

  it('takes the same address in other case and with spaces as the same, and stores no address', async () => {
    const to = address();
    for (const spelling of [to, to.toUpperCase(), `  ${to} `]) expect(await attempt('deletion', spelling, T0)).toBe('through');
    expect(await attempt('deletion', to.replace('victim', 'VICTIM'), T0)).toBe('429 too_many_requests');
    const { blobs: keys } = await getStore({ name: 'mail', ...blobs.context }).list({ prefix: 'throttle/' });
    expect(keys.map((blob) => blob.key)).toContain(throttleKey(to));
    expect(JSON.stringify(keys)).not.toContain(to.split('@')[0]);
  });

  it('counts brochure and deletion emails apart', async () => {
    const to = address();
    for (let n = 0; n < 3; n++) await attempt('brochure', to, T0);
    expect(await attempt('brochure', to, T0)).toBe('429 too_many_requests');
    expect(await attempt('deletion', to, T0)).toBe('through');
  });

  it('lets an email through again 24 hours after the oldest of the three', async () => {
    const to = address();
    await attempt('brochure', to, T0);
    await attempt('brochure', to, T0 + 2 * HOUR);
    await attempt('brochure', to, T0 + 3 * HOUR);
    expect(await attempt('brochure', to, T0 + 24 * HOUR - 1)).toBe('429 too_many_requests');
    expect(await attempt('brochure', to, T0 + 24 * HOUR)).toBe('through');
    expect(await attempt('brochure', to, T0 + 24 * HOUR + 1)).toBe('429 too_many_requests');
  });

  it('lets exactly 3 of 6 simultaneous requests for one address through', async () => {
    const to = address();
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => attempt('brochure', to, T0)));
    expect(outcomes.sort()).toEqual(['429 too_many_requests', '429 too_many_requests', '429 too_many_requests', 'through', 'through', 'through']);
  });

  it('forgets, in the daily run, the count of an address that had no such email for a day', async () => {
    const idle = address();
    const recent = address();
    await attempt('brochure', idle, T0);
    await attempt('deletion', recent, T0);
    await attempt('brochure', recent, T0 + 23 * HOUR);
    const store = getStore({ name: 'mail', consistency: 'strong', ...blobs.context });
    expect(await forgetIdleRecipients(T0 + 24 * HOUR, Date.now() + 10_000)).toBeGreaterThanOrEqual(1);
    expect(await store.get(throttleKey(idle))).toBeNull();
    expect(await store.get(throttleKey(recent), { type: 'json' })).toEqual({ brochure: [T0 + 23 * HOUR], deletion: [T0] });
  });

  it('answers 503 when the store cannot be reached: nothing goes out uncounted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('NETLIFY_BLOBS_CONTEXT', Buffer.from(JSON.stringify({ ...blobs.context, edgeURL: 'http://127.0.0.1:9', uncachedEdgeURL: 'http://127.0.0.1:9' })).toString('base64'));
    try {
      expect(await attempt('brochure', address(), Date.now())).toBe('503 service_unavailable');
    } finally {
      vi.stubEnv('NETLIFY_BLOBS_CONTEXT', blobs.env.NETLIFY_BLOBS_CONTEXT);
      vi.restoreAllMocks();
    }
  });
});

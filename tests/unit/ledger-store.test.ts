import { getStore, type Store } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { createAirtableClient } from '../../src/airtable/client.ts';
import { HttpError } from '../../src/server/http.ts';
import { countCouponUse, countWaitingUses } from '../../src/server/ledger/coupon-count.ts';
import { couponLedgerSchema } from '../../src/server/ledger/coupon-ledger.ts';
import { departureLedgerSchema } from '../../src/server/ledger/departure-ledger.ts';
import { takeHolds } from '../../src/server/ledger/holds.ts';
import { acquireLease } from '../../src/server/ledger/lease-lock.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';

/**
 * The ledger on Netlify's local Blobs store, raced as checkouts and payment reports race on
 * Netlify: no place and no use is ever given twice, no count lost or made twice.
 */
let blobs: LocalBlobs;
let store: Store;
let base: AirtableStandin;
const saved = { ...process.env };
/** WELCOME10 of the sample base: 3 uses of 100. */
const WELCOME10 = 'rec4fP4zV4D0lpsKr';
const MINUTE = 60_000;
/** Every write of the local store waits for the file clock to move: many racing writes take seconds on a busy machine. */
const RACE = { timeout: 30_000 };

beforeAll(async () => {
  blobs = await startLocalBlobs();
  base = await startAirtableStandin();
  store = getStore({ name: 'ledger', consistency: 'strong', ...blobs.context });
  Object.assign(process.env, base.env, blobs.env);
});
afterAll(async () => {
  process.env = saved;
  await Promise.all([blobs.stop(), base.stop()]);
});
beforeEach(async () => {
  await fetch(`${base.url}/__standin/reset`, { method: 'POST' });
  for (const { key } of (await store.list()).blobs) await store.delete(key);
});

const couponUses = async () =>
  (await createAirtableClient({ token: base.token, baseId: base.baseId, endpointUrl: base.url }).listRecords('coupons', { filterByFormula: `RECORD_ID() = '${WELCOME10}'` }))[0]?.fields.uses;
const outcome = (work: Promise<void>) => work.then(() => 'held', (error: unknown) => (error instanceof HttpError ? `${error.status} ${error.key}: ${error.message}` : String(error)));

describe('holds under simultaneous checkouts', RACE, () => {
  it('gives the last 3 places to exactly 3 of 6 racing travellers, and tells the others none is left', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        outcome(takeHolds(store, { holdId: `hold-${n}`, expiresAt: now + 30 * MINUTE, departure: { id: 'recDeparture', seats: 3, closed: false, quantity: 1 } }, now, now + 20_000)),
      ),
    );
    expect(results.filter((result) => result === 'held')).toHaveLength(3);
    expect(results.filter((result) => result !== 'held')).toEqual(Array(3).fill('409 departure_full: This departure is full.'));
    const ledger = departureLedgerSchema.parse(await store.get('departure/recDeparture', { type: 'json' }));
    expect(Object.keys(ledger.holds)).toHaveLength(3);
  });

  it('gives a code’s last use to one of 4 racing checkouts, and lets the others keep no place', async () => {
    const now = Date.now();
    // Airtable: 9 uses of 10, so one is left.
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, n) =>
        outcome(
          takeHolds(
            store,
            {
              holdId: `hold-${n}`,
              expiresAt: now + 30 * MINUTE,
              departure: { id: 'recRoomy', seats: 15, closed: false, quantity: 2 },
              coupon: { id: 'recCoupon', uses: 9, maxUses: 10, readAt: now },
            },
            now,
            now + 20_000,
          ),
        ),
      ),
    );
    expect(results.filter((result) => result === 'held')).toHaveLength(1);
    expect(results.filter((result) => result.startsWith('409 code_max_uses'))).toHaveLength(3);
    // The refused checkouts' places came back: 15 − 2 held by the one that got the code = 13.
    const places = departureLedgerSchema.parse(await store.get('departure/recRoomy', { type: 'json' }));
    expect(Object.values(places.holds).map((hold) => hold.quantity)).toEqual([2]);
  });
});

describe('counting paid uses into Airtable', RACE, () => {
  it('counts 5 payments reported at the same instant as 5 uses: 3 + 5 = 8', async () => {
    const counted = await Promise.all(
      Array.from({ length: 5 }, (_, n) => countCouponUse(store, { couponId: WELCOME10, sessionId: `cs_test_${n}`, holdId: undefined }, Date.now() + 20_000)),
    );
    expect(counted).toEqual([true, true, true, true, true]);
    expect(await couponUses()).toBe(8);
  });

  it('counts a payment reported twice once: 3 + 1 = 4', async () => {
    const use = { couponId: WELCOME10, sessionId: 'cs_test_twice', holdId: undefined };
    expect(await Promise.all([countCouponUse(store, use, Date.now() + 20_000), countCouponUse(store, use, Date.now() + 20_000)])).toEqual([true, true]);
    expect(await countCouponUse(store, use, Date.now() + 20_000)).toBe(true);
    expect(await couponUses()).toBe(4);
  });

  it('finishes a count interrupted after Airtable was written without writing it twice, and one interrupted before', async () => {
    // One report died after writing Airtable's uses 3 → 4; another died before writing 5.
    await createAirtableClient({ token: base.token, baseId: base.baseId, endpointUrl: base.url }).updateRecord('coupons', WELCOME10, { uses: 4 });
    await store.setJSON(`coupon/${WELCOME10}`, { holds: {}, paid: { cs_written: { state: 'counting', target: 4 }, cs_waiting: { state: 'pending' } } });
    expect(await countWaitingUses(store, Date.now() + 20_000)).toEqual({ counted: 2, stillWaiting: 0 });
    expect(await couponUses()).toBe(5);
    const ledger = couponLedgerSchema.parse(await store.get(`coupon/${WELCOME10}`, { type: 'json' }));
    expect(Object.values(ledger.paid).map((use) => use.state)).toEqual(['counted', 'counted']);
  });

  it('leaves a use pending while another holds the code’s lease, for the holder or a later count', async () => {
    const lease = await acquireLease(store, `lock/coupon/${WELCOME10}`, 20_000);
    expect(lease).toBeDefined();
    expect(await countCouponUse(store, { couponId: WELCOME10, sessionId: 'cs_test_blocked', holdId: undefined }, Date.now() + 1_000)).toBe(false);
    expect(await couponUses()).toBe(3);
    await lease!.release();
    expect(await countWaitingUses(store, Date.now() + 20_000)).toEqual({ counted: 1, stillWaiting: 0 });
    expect(await couponUses()).toBe(4);
  });
});

describe('the lease on a code’s count', RACE, () => {
  it('goes to one of several at once, and to another only once it ran out', async () => {
    const now = Date.now();
    const leases = await Promise.all(Array.from({ length: 5 }, () => acquireLease(store, 'lock/test', 20_000, now)));
    expect(leases.filter(Boolean)).toHaveLength(1);
    expect(await acquireLease(store, 'lock/test', 20_000, now + 10_000)).toBeUndefined();
    expect(await acquireLease(store, 'lock/test', 20_000, now + 20_001)).toBeDefined();
  });
});

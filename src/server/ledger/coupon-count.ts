import type { Store } from '@netlify/blobs';
import { setTimeout as sleep } from 'node:timers/promises';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { couponUses, setCouponUses } from '../../airtable/records/coupons.ts';
import { compareAndSwap, readRecord } from './compare-and-swap.ts';
import { couponLedgerSchema, finishCounting, payUse, startCounting, usesToCount } from './coupon-ledger.ts';
import { couponKey } from './keys.ts';
import { acquireLease } from './lease-lock.ts';

/**
 * Paid uses of a promo code go into Airtable's `uses` one at a time, by whoever holds the code's
 * lease, each written ahead in the ledger (`counting`, with the figure Airtable must reach) before
 * Airtable is written: a count interrupted at any point is finished by the next one, never lost
 * and never made twice.
 */
const LEASE_MS = 20_000;
/** Airtable's calls end this long before the lease, so that no late write lands after another holder's. */
const LEASE_MARGIN_MS = 5_000;
const lockKey = (couponId: string) => `lock/coupon/${couponId}`;

/** Counts every paid use of the code that Airtable is still missing, until `deadline`. */
async function countUnderLease(store: Store, couponId: string, deadline: number): Promise<void> {
  const base = airtableForVisitor(deadline);
  const key = couponKey(couponId);
  for (const sessionId of usesToCount(await readRecord(store, key, couponLedgerSchema))) {
    if (Date.now() >= deadline) return;
    const use = (await readRecord(store, key, couponLedgerSchema))?.paid[sessionId];
    const uses = await couponUses(base, couponId);
    if (use?.state === 'pending') {
      const target = uses + 1;
      if (!(await compareAndSwap(store, key, couponLedgerSchema, (current) => startCounting(current, sessionId, target), deadline))) continue;
      await setCouponUses(base, couponId, target);
    } else if (use?.state === 'counting' && uses < use.target) {
      await setCouponUses(base, couponId, use.target);
    }
    await compareAndSwap(store, key, couponLedgerSchema, (current) => finishCounting(current, sessionId, Date.now()), deadline);
  }
}

/** Takes the code's lease and counts; answers whether the lease was had. A failure to count is logged. */
async function countIfFree(store: Store, couponId: string, deadline: number): Promise<boolean> {
  const lease = await acquireLease(store, lockKey(couponId), LEASE_MS);
  if (!lease) return false;
  try {
    await countUnderLease(store, couponId, Math.min(deadline, lease.until - LEASE_MARGIN_MS));
  } catch (error) {
    console.error(error);
  } finally {
    await lease.release();
  }
  return true;
}

/**
 * A paid session's use of a code: pending in the ledger (its hold, if any, gone), then counted into
 * Airtable with any other use still waiting. Answers whether it is counted by `deadline`; if not,
 * the next count of the code, or the scheduled count-coupon-uses, does it.
 */
export async function countCouponUse(store: Store, use: { couponId: string; sessionId: string; holdId: string | undefined }, deadline: number): Promise<boolean> {
  const key = couponKey(use.couponId);
  await compareAndSwap(store, key, couponLedgerSchema, (current) => payUse(current, use.holdId, use.sessionId, Date.now()), deadline);
  for (;;) {
    const hadLease = await countIfFree(store, use.couponId, deadline);
    if ((await readRecord(store, key, couponLedgerSchema))?.paid[use.sessionId]?.state === 'counted') return true;
    // Another report holds the lease and counts this use with its own, unless it is stuck.
    const pause = 100 + Math.random() * 200;
    if (hadLease || Date.now() + pause >= deadline) return false;
    await sleep(pause);
  }
}

/** Every code's uses that a fault left uncounted, counted now: the scheduled count-coupon-uses. */
export async function countWaitingUses(store: Store, deadline: number): Promise<{ counted: number; stillWaiting: number }> {
  const { blobs } = await store.list({ prefix: 'coupon/' });
  let counted = 0;
  let stillWaiting = 0;
  for (const { key } of blobs) {
    const waiting = usesToCount(await readRecord(store, key, couponLedgerSchema)).length;
    if (waiting === 0) continue;
    if (Date.now() < deadline) await countIfFree(store, key.slice('coupon/'.length), deadline);
    const left = usesToCount(await readRecord(store, key, couponLedgerSchema)).length;
    counted += waiting - left;
    stillWaiting += left;
  }
  return { counted, stillWaiting };
}

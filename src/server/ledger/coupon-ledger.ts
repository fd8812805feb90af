import { z } from 'zod';
import { keep, write, type Change } from './compare-and-swap.ts';

/**
 * The uses of one promo code in flight (`coupon/<couponId>`): uses held by open checkouts, and
 * paid uses on their way into Airtable's `uses`. A paid use is `pending`, then `counting` (the
 * write-ahead: Airtable's `uses` is being set to `target`), then `counted`; counted entries stay,
 * so that a late report of the same payment never counts it twice.
 */
const useHoldSchema = z.object({
  /** Epoch ms, as the places' holds. */
  expiresAt: z.number(),
  sessionId: z.string().optional(),
});

const paidUseSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('counting'), target: z.number().int().positive() }),
  /** `at`: epoch ms when Airtable was known to hold the count. */
  z.object({ state: z.literal('counted'), at: z.number() }),
]);
export type PaidUse = z.infer<typeof paidUseSchema>;

export const couponLedgerSchema = z.object({
  holds: z.record(z.string(), useHoldSchema),
  /** Per paid Checkout Session. */
  paid: z.record(z.string(), paidUseSchema),
});
export type CouponLedger = z.infer<typeof couponLedgerSchema>;

const EMPTY: CouponLedger = { holds: {}, paid: {} };

/**
 * Clocks of two function instances may differ by this much: a use counted this recently may be
 * missing from an Airtable read made just before, so it still counts as in flight.
 */
const CLOCK_MARGIN_MS = 60_000;

function liveHolds(ledger: CouponLedger, now: number): CouponLedger['holds'] {
  return Object.fromEntries(Object.entries(ledger.holds).filter(([, hold]) => hold.expiresAt > now));
}

/**
 * Uses Airtable's `uses`, read at `readAt`, may not include yet: live holds, paid uses not yet
 * counted, and those counted around or after the read. Counting one twice only ever refuses a use.
 */
export function usesInFlight(ledger: CouponLedger | undefined, now: number, readAt: number): number {
  if (!ledger) return 0;
  const paid = Object.values(ledger.paid).filter((use) => use.state !== 'counted' || use.at >= readAt - CLOCK_MARGIN_MS);
  return Object.keys(liveHolds(ledger, now)).length + paid.length;
}

export interface UseWanted {
  holdId: string;
  expiresAt: number;
  /** Airtable's `uses` and `max_uses`, and when `uses` was read (epoch ms). */
  uses: number;
  maxUses: number | undefined;
  readAt: number;
}

/** Holds one use for a checkout while one is left; the same hold again keeps its use. Answers whether it was refused. */
export function holdUse(current: CouponLedger | undefined, wanted: UseWanted, now: number): Change<CouponLedger, boolean> {
  const ledger = current ?? EMPTY;
  if (ledger.holds[wanted.holdId]) return keep(false);
  if (wanted.maxUses !== undefined && wanted.uses + usesInFlight(ledger, now, wanted.readAt) >= wanted.maxUses) return keep(true);
  return write({ ...ledger, holds: { ...liveHolds(ledger, now), [wanted.holdId]: { expiresAt: wanted.expiresAt } } }, false);
}

export function bindUse(current: CouponLedger | undefined, holdId: string, sessionId: string): Change<CouponLedger, void> {
  const hold = current?.holds[holdId];
  if (!current || !hold || hold.sessionId === sessionId) return keep(undefined);
  return write({ ...current, holds: { ...current.holds, [holdId]: { ...hold, sessionId } } }, undefined);
}

/** Gives a held use back, as releasePlaces gives places back. */
export function releaseUse(current: CouponLedger | undefined, holdId: string, sessionId: string | undefined): Change<CouponLedger, void> {
  const hold = current?.holds[holdId];
  if (!current || !hold || (sessionId && hold.sessionId && hold.sessionId !== sessionId)) return keep(undefined);
  const holds = Object.fromEntries(Object.entries(current.holds).filter(([id]) => id !== holdId));
  return write({ ...current, holds }, undefined);
}

/** A paid session's use: its hold (if still there) becomes a pending count, once per session. */
export function payUse(current: CouponLedger | undefined, holdId: string | undefined, sessionId: string, now: number): Change<CouponLedger, void> {
  const ledger = current ?? EMPTY;
  if (ledger.paid[sessionId]) return keep(undefined);
  const holds = Object.fromEntries(Object.entries(liveHolds(ledger, now)).filter(([id]) => id !== holdId));
  return write({ holds, paid: { ...ledger.paid, [sessionId]: { state: 'pending' } } }, undefined);
}

/** Sessions whose use is still to be written to Airtable: one interrupted while counting first. */
export function usesToCount(ledger: CouponLedger | undefined): string[] {
  const entries = Object.entries(ledger?.paid ?? {});
  return [...entries.filter(([, use]) => use.state === 'counting'), ...entries.filter(([, use]) => use.state === 'pending')].map(([sessionId]) => sessionId);
}

/** The write-ahead: Airtable's `uses` is about to become `target` for this session. */
export function startCounting(current: CouponLedger | undefined, sessionId: string, target: number): Change<CouponLedger, boolean> {
  if (current?.paid[sessionId]?.state !== 'pending') return keep(false);
  return write({ ...current, paid: { ...current.paid, [sessionId]: { state: 'counting', target } } }, true);
}

export function finishCounting(current: CouponLedger | undefined, sessionId: string, now: number): Change<CouponLedger, void> {
  if (!current || current.paid[sessionId]?.state !== 'counting') return keep(undefined);
  return write({ ...current, paid: { ...current.paid, [sessionId]: { state: 'counted', at: now } } }, undefined);
}

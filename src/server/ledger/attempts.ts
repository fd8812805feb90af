import type { Store } from '@netlify/blobs';
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CheckoutRequest } from '../../schema/api.ts';
import { compareAndSwap, keep, write } from './compare-and-swap.ts';

/**
 * One checkout attempt (decisions.md: the same `attemptId` and the same selection give the same
 * Checkout Session). Its hold id names the places and the use it holds, the Stripe idempotency key
 * and the session's expiry; the same attempt repeated while its session is open is given the same
 * ones, so Stripe answers with the same session. Without `attemptId` every request is its own
 * attempt; the visitor's address and browser never decide.
 */

/**
 * How long a Checkout Session stays open: 30 minutes, and a little more, because Stripe counts from
 * when it creates the session (a few seconds after the hold) and refuses less than 30 minutes.
 */
export const SESSION_LIFETIME_SECONDS = 30 * 60 + 30;
/** A hold outlives its session by this much: the completion event may still be on its way. */
export const HOLD_GRACE_MS = 5 * 60_000;
/** A repeat this close to the session's end starts afresh rather than open a page about to close. */
const REUSE_MARGIN_MS = 5 * 60_000;

const attemptSchema = z.object({
  holdId: z.string(),
  /** Epoch seconds, as Stripe's `expires_at`. */
  sessionExpiresAt: z.number().int(),
  /** Paid, or the session could not be made: a repeat starts a new attempt. */
  closed: z.boolean().optional(),
});
export type Attempt = z.infer<typeof attemptSchema>;

/** The key of a repeatable attempt: the attempt id and everything that makes its session. */
function attemptKey(order: CheckoutRequest & { attemptId: string }): string {
  const selection = [order.packageId, order.versionId, order.departureId ?? null, [...order.stepIds].sort(), order.quantity, order.currency, order.couponCode ?? null, order.language];
  return createHash('sha256').update(JSON.stringify([order.attemptId, selection])).digest('hex');
}

/** A hold id is its attempt's key and the moment the attempt began. */
const attemptKeyOf = (holdId: string) => holdId.split('.')[0]!;
const recordKey = (key: string) => `attempt/${key}`;

function freshAttempt(key: string, now: number): Attempt {
  return { holdId: `${key}.${now.toString(36)}`, sessionExpiresAt: Math.floor(now / 1000) + SESSION_LIFETIME_SECONDS };
}

/** The hold's end: the session's, and the grace for its completion event. */
export function holdExpiry(attempt: Attempt): number {
  return attempt.sessionExpiresAt * 1000 + HOLD_GRACE_MS;
}

/** The attempt this request belongs to: the open one it repeats, or a new one. */
export async function openAttempt(store: Store, order: CheckoutRequest, now: number, deadline: number): Promise<Attempt> {
  if (!order.attemptId) return freshAttempt(randomUUID().replace(/-/g, ''), now);
  const key = attemptKey({ ...order, attemptId: order.attemptId });
  return compareAndSwap(
    store,
    recordKey(key),
    attemptSchema,
    (current) => {
      if (current && !current.closed && now < current.sessionExpiresAt * 1000 - REUSE_MARGIN_MS) return keep(current);
      const fresh = freshAttempt(key, now);
      return write(fresh, fresh);
    },
    deadline,
  );
}

/** Ends an attempt (its session was paid, or never made), if it is still the one with this hold. */
export async function closeAttempt(store: Store, holdId: string, deadline: number): Promise<void> {
  await compareAndSwap(
    store,
    recordKey(attemptKeyOf(holdId)),
    attemptSchema,
    (current) => (current && current.holdId === holdId && !current.closed ? write({ ...current, closed: true }, undefined) : keep(undefined)),
    deadline,
  );
}

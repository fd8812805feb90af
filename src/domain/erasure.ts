/**
 * The rules of erasing a visitor's data (decisions.md, "Erasure and consent"): a request is
 * confirmed through a single-use link emailed to the address given, and waits while a booking of
 * that address still has a balance to collect.
 */

/** How long the emailed confirmation link works. */
export const DELETION_LINK_VALID_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * A request's life: `received` (the link is sent), `confirmed` (the link was used; erasing, or
 * stopped half-way by a fault and carried on at the next use of the link), then `completed`, or
 * `waiting` while a balance is due.
 */
export type DeletionStatus = 'received' | 'confirmed' | 'waiting' | 'completed';

/** What confirming ends in, as the confirmation page shows it. */
export const ERASURE_OUTCOMES = ['completed', 'waiting'] as const satisfies readonly DeletionStatus[];
export type ErasureOutcome = (typeof ERASURE_OUTCOMES)[number];

/**
 * What the link may still do: a received request not older than the link's validity is confirmed
 * by it; a confirmed one is carried on whatever its age (its owner already confirmed it); anything
 * else has used its link.
 */
export function linkUse(status: string | undefined, createdAt: string | undefined, now: number): 'confirm' | 'continue' | 'expired' | 'used' {
  if (status === 'confirmed') return 'continue';
  if (status !== 'received') return 'used';
  const created = Date.parse(createdAt ?? '');
  if (Number.isNaN(created) || now - created > DELETION_LINK_VALID_DAYS * DAY_MS) return 'expired';
  return 'confirm';
}

/** A booking as erasure reads it. */
export interface BookingBalance {
  status: string | undefined;
  balanceStatus: string | undefined;
}

/** Balance states in which the balance is still to be collected (charged on the due date, or paid by the traveller's link). */
const BALANCE_DUE = new Set(['scheduled', 'action needed']);

/**
 * A booking whose balance is still to be collected needs its customer's address (receipts, the
 * payment link) and saved card: it holds the erasure of that address until the balance is settled
 * or the booking is cancelled.
 */
export function holdsErasure(booking: BookingBalance): boolean {
  return booking.status !== 'cancelled' && BALANCE_DUE.has(booking.balanceStatus ?? '');
}

/** The value that replaces a booking's customer email once erased; the booking itself stays (accounting law). */
export const ERASED_EMAIL = 'erased';

/** An address as erasure compares it: without regard to case, the same mailbox however it was typed. */
export function normalizeAddress(email: string): string {
  return email.trim().toLowerCase();
}

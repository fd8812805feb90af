import type { BookingBalance } from '../schema/balance.ts';

/**
 * When a booking's balance is collected (decisions.md, "Departures, places and the balance"). Days
 * are the operator's (YYYY-MM-DD).
 */

/** The job charges it: scheduled, not cancelled, something to charge, due today or before. */
export function isBalanceDue(booking: Pick<BookingBalance, 'balanceStatus' | 'cancelled' | 'balance' | 'balanceDueDate'>, today: string): boolean {
  return booking.balanceStatus === 'scheduled' && !booking.cancelled && booking.balance > 0 && booking.balanceDueDate !== undefined && booking.balanceDueDate <= today;
}

/** Oldest due first; of two due the same day, the older booking. */
export function byDueDate(a: Pick<BookingBalance, 'balanceDueDate' | 'createdTime'>, b: Pick<BookingBalance, 'balanceDueDate' | 'createdTime'>): number {
  return (a.balanceDueDate ?? '').localeCompare(b.balanceDueDate ?? '') || a.createdTime.localeCompare(b.createdTime);
}

/** Why the balance link cannot be paid: already paid, cancelled, or nothing (left) to pay. */
export type NotPayable = 'paid' | 'cancelled' | 'nothing to pay';

/**
 * The balance link pays a balance still to collect (scheduled, or refused on the card), of a
 * booking that is not cancelled.
 */
export function balanceNotPayable(booking: Pick<BookingBalance, 'balanceStatus' | 'cancelled' | 'balance'>): NotPayable | undefined {
  if (booking.cancelled) return 'cancelled';
  if (booking.balanceStatus === 'paid') return 'paid';
  if (booking.balanceStatus === 'none' || booking.balance <= 0) return 'nothing to pay';
  return undefined;
}

/** A balance link works until the trip starts: on the start day the guide, not the website, sorts it out. */
export function isBalanceLinkValid(booking: Pick<BookingBalance, 'startDate'>, today: string): boolean {
  return today < booking.startDate;
}

/** Why the saved card did not pay the balance: the link and the operator's notice say so. */
export type BalanceRefusal = { kind: 'declined'; code: string } | { kind: 'authentication' } | { kind: 'no card' };

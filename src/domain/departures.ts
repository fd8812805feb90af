import { MAX_GROUP_SIZE } from './pricing.ts';

/** A departure offers at most one group's places (content contract: at most 15, 15 when absent). */
export const MAX_DEPARTURE_SEATS = MAX_GROUP_SIZE;

/** What the operator says of a departure; absent means open. */
export const DEPARTURE_STATUSES = ['open', 'guaranteed', 'closed'] as const;

/** A departure still to come on `today` (YYYY-MM-DD, the operator's day): one that starts today or later. */
export function isUpcoming(departure: { startDate: string }, today: string): boolean {
  return departure.startDate >= today;
}

import type { Departure } from '../schema/content.ts';
import { addDays } from './dates.ts';
import { MAX_GROUP_SIZE } from './pricing.ts';

/** A departure offers at most one group's places (content contract: at most 15, 15 when absent). */
export const MAX_DEPARTURE_SEATS = MAX_GROUP_SIZE;

/** What the operator says of a departure; absent means open. */
export const DEPARTURE_STATUSES = ['open', 'guaranteed', 'closed'] as const;

/** What a traveller sees of a departure: the operator's status, or full once no place is left. */
export type DepartureAvailability = (typeof DEPARTURE_STATUSES)[number] | 'full';

/** On sale: it starts after today (both days in the operator's time zone). */
export function isUpcoming(departure: Pick<Departure, 'startDate'>, today: string): boolean {
  return departure.startDate > today;
}

export function upcomingDepartures<D extends Pick<Departure, 'startDate'>>(departures: readonly D[], today: string): D[] {
  return departures.filter((departure) => isUpcoming(departure, today));
}

export function availabilityOf(departure: Pick<Departure, 'status'>, seatsLeft: number): DepartureAvailability {
  if (departure.status === 'closed') return 'closed';
  return seatsLeft <= 0 ? 'full' : departure.status;
}

/** Open and guaranteed departures can be booked; full and closed ones cannot. */
export function isBookable(availability: DepartureAvailability): boolean {
  return availability === 'open' || availability === 'guaranteed';
}

/** The last day of the trip: the start plus its duration, less one. */
export function endDateOf(startDate: string, durationDays: number | undefined): string {
  return durationDays && durationDays > 1 ? addDays(startDate, durationDays - 1) : startDate;
}

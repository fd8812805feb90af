import type { Departure } from '../schema/content.ts';
import { availabilityOf, isBookable, upcomingDepartures, type DepartureAvailability } from './departures.ts';

/** What a traveller is told of a departure's places: how many are left, and whether it can be booked. */
export interface Places {
  seatsLeft: number;
  availability: DepartureAvailability;
}

/** Places per departure id, as /api/availability last answered (or a checkout's 409 said). */
export type LivePlaces = ReadonlyMap<string, Places>;

/**
 * The live figure of a departure when there is one; otherwise the figure of the build, which knows
 * the seats and the operator's status but nothing sold.
 */
export function placesOf(departure: Pick<Departure, 'id' | 'seats' | 'status'>, live: LivePlaces): Places {
  return live.get(departure.id) ?? { seatsLeft: departure.seats, availability: availabilityOf(departure, departure.seats) };
}

/** The first upcoming departure that can still be booked: the "next start" a traveller can have. */
export function firstBookable<D extends Pick<Departure, 'id' | 'startDate' | 'seats' | 'status'>>(
  departures: readonly D[],
  today: string,
  live: LivePlaces,
): D | undefined {
  return upcomingDepartures(departures, today).find((departure) => isBookable(placesOf(departure, live).availability));
}


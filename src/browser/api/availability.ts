import type { LivePlaces, Places } from '../../domain/departure-places.ts';
import type { DepartureAvailability } from '../../domain/departures.ts';
import type { AvailabilityAnswer } from '../../schema/api.ts';
import { fieldsOf } from './fields.ts';

const AVAILABILITIES: readonly string[] = ['open', 'guaranteed', 'full', 'closed'] satisfies DepartureAvailability[];

/** One departure of the answer, when it has an id, a whole number of places left and a known status. */
function placesEntry(entry: unknown): [string, Places] | undefined {
  const { id, seatsLeft, status } = fieldsOf(entry) as Partial<Record<keyof AvailabilityAnswer['departures'][number], unknown>>;
  if (typeof id !== 'string' || typeof seatsLeft !== 'number' || !Number.isSafeInteger(seatsLeft) || seatsLeft < 0) return undefined;
  if (typeof status !== 'string' || !AVAILABILITIES.includes(status)) return undefined;
  return [id, { seatsLeft, availability: status as DepartureAvailability }];
}

/** The places of each departure the answer names readably; null for an answer of another shape. */
export function readAvailabilityAnswer(status: number, body: unknown): LivePlaces | null {
  const { departures } = fieldsOf(body);
  if (status >= 300 || !Array.isArray(departures)) return null;
  return new Map(departures.map(placesEntry).filter((entry) => entry !== undefined));
}

/** How long the page waits for the live places before it keeps the figures of the build. */
const AVAILABILITY_TIMEOUT_MS = 8000;

/** The places left now on the package's departures, or null when they cannot be had (the page keeps what it shows). */
export async function fetchAvailability(packageId: string): Promise<LivePlaces | null> {
  try {
    const response = await fetch(`/api/availability?packageId=${encodeURIComponent(packageId)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(AVAILABILITY_TIMEOUT_MS),
    });
    return readAvailabilityAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return null;
  }
}

import { atom } from 'nanostores';
import type { LivePlaces, Places } from '../../domain/departure-places.ts';
import { fetchAvailability } from '../api/availability.ts';

/**
 * The places left on a package page's departures, shared by the facts strip and the booking
 * widget: empty until /api/availability answers, so that the figures of the build stand until
 * then, and whenever it cannot answer.
 */
export const $livePlaces = atom<LivePlaces>(new Map());

const loaded = new Set<string>();

/** Asks for the live places again, e.g. after checkout refused a departure; keeps what is known if it cannot. */
export async function refreshAvailability(packageId: string): Promise<void> {
  const places = await fetchAvailability(packageId);
  if (places) $livePlaces.set(new Map([...$livePlaces.get(), ...places]));
}

/** Asks once per page view, whoever asks first (the facts strip at load, the widget once it wakes). */
export function loadAvailability(packageId: string): void {
  if (loaded.has(packageId)) return;
  loaded.add(packageId);
  void refreshAvailability(packageId);
}

/** What a checkout refusal said of one departure, until the next answer of /api/availability. */
export function notePlaces(departureId: string, places: Places): void {
  $livePlaces.set(new Map([...$livePlaces.get(), [departureId, places]]));
}

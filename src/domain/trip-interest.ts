import { localizedPath, type Lang } from './languages.ts';

/**
 * "Notify me" about a trip that is coming soon: the contact form, told which trip, which it names
 * in the message it starts with (src/browser/trip-interest.ts).
 */
export const TRIP_PARAMETER = 'trip';

/** The longest trip name taken from an address into the message. */
export const MAX_TRIP_NAME = 200;

export function tripInterestPath(lang: Lang, tripName: string): string {
  return `${localizedPath(lang, '/contact/')}?${new URLSearchParams({ [TRIP_PARAMETER]: tripName })}`;
}

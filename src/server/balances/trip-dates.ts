import { endDateOf } from '../../domain/departures.ts';
import type { BookingBalance } from '../../schema/balance.ts';
import { publishedCatalog } from '../catalog.ts';

export interface TripDates {
  startDate: string;
  endDate: string;
}

/**
 * The trip's first and last day: the booked departure's start, and its end by the version's
 * duration in the published catalog (the start alone when the catalog no longer has the version).
 */
export async function tripDates(booking: Pick<BookingBalance, 'packageId' | 'versionId' | 'startDate'>): Promise<TripDates> {
  const catalog = await publishedCatalog().catch(() => undefined);
  const durationDays = catalog?.packages.find((pkg) => pkg.id === booking.packageId)?.versions.find((version) => version.id === booking.versionId)?.durationDays;
  return { startDate: booking.startDate, endDate: endDateOf(booking.startDate, durationDays) };
}

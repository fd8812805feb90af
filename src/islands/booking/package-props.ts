import type { BookablePackage, BookableStep, BookableVersion } from '../../domain/booking.ts';

/**
 * The package as the booking islands receive it: the bookable facts plus the names and texts they
 * show, already in the page's language (islands never get the other languages).
 */
export interface BookingStep extends BookableStep {
  name: string;
  lat?: number | undefined;
  long?: number | undefined;
  description?: string | undefined;
}

export interface BookingVersion extends BookableVersion {
  name: string;
  durationDays?: number | undefined;
  steps: BookingStep[];
}

export interface BookingPackage extends BookablePackage {
  name: string;
  versions: BookingVersion[];
}

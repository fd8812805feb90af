import type { CollectionEntry } from 'astro:content';
import type { Lang } from '../../domain/languages.ts';
import { bookablePackageSchema, bookingPackageSchema, type BookablePackage, type BookingPackage } from '../../schema/booking.ts';

export type PackageData = CollectionEntry<'packages'>['data'];

/**
 * What the booking islands receive: the fields of src/schema/booking.ts (parsing keeps only those),
 * with the steps' texts in the page's language.
 */
export function toBookingPackage(data: PackageData, lang: Lang): BookingPackage {
  return bookingPackageSchema.parse({
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      steps: version.steps.map((step) => ({ ...step, description: step.description?.[lang] })),
    })),
  });
}

/** Only what decides the selected version and its price, for a page script. */
export function toBookablePackage(pkg: BookingPackage): BookablePackage {
  return bookablePackageSchema.parse(pkg);
}

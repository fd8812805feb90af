import type { CollectionEntry } from 'astro:content';
import type { Lang } from '../../domain/languages.ts';
import type { BookingPackage } from '../../islands/booking/package-props.ts';

export type PackageData = CollectionEntry<'packages'>['data'];

/** What the booking islands receive: the package's bookable facts and its texts in one language. */
export function toBookingPackage(data: PackageData, lang: Lang): BookingPackage {
  return {
    id: data.id,
    name: data.name,
    currency: data.currency,
    versions: data.versions.map((version) => ({
      id: version.id,
      name: version.name,
      price: version.price,
      durationDays: version.durationDays,
      isDefault: version.isDefault,
      steps: version.steps.map((step) => ({
        id: step.id,
        name: step.name,
        optional: step.optional,
        additionalCost: step.additionalCost,
        lat: step.lat,
        long: step.long,
        description: step.description?.[lang],
      })),
    })),
  };
}

import type { CollectionEntry } from 'astro:content';
import type { Lang } from '../../domain/languages.ts';
import { langAttribute } from '../../domain/text-language.ts';
import { bookablePackageSchema, bookingPackageSchema, type BookablePackage, type BookingPackage } from '../../schema/booking.ts';

export type PackageData = CollectionEntry<'packages'>['data'];

/**
 * What the booking islands receive: the fields of src/schema/booking.ts (parsing keeps only those),
 * with the steps' texts in the page's language, and the language of those that fell back.
 */
export function toBookingPackage(data: PackageData, lang: Lang): BookingPackage {
  return bookingPackageSchema.parse({
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      steps: version.steps.map((step) => ({
        ...step,
        name: step.name[lang],
        nameLang: langAttribute(step.name, lang),
        description: step.description?.[lang],
        descriptionLang: langAttribute(step.description, lang),
      })),
    })),
  });
}

/** Only what decides the selected version and its price, for a page script. */
export function toBookablePackage(pkg: BookingPackage): BookablePackage {
  return bookablePackageSchema.parse(pkg);
}

import { z } from 'zod';
import { langSchema, packageFactsSchema, stepSchema, versionSchema } from './content.ts';

/**
 * A package as the booking rules see it (src/domain/booking.ts): what decides the selection and
 * its price. The catalog's packages are bookable too.
 */
const bookableStepSchema = stepSchema.pick({ id: true, optional: true, additionalCost: true });
const bookableVersionSchema = versionSchema.pick({ id: true, price: true, departures: true }).extend({
  isDefault: versionSchema.shape.isDefault.optional(),
  steps: z.array(bookableStepSchema),
});
export const bookablePackageSchema = packageFactsSchema.pick({ id: true, currency: true }).extend({ versions: z.array(bookableVersionSchema) });

export type BookableStep = z.infer<typeof bookableStepSchema>;
export type BookableVersion = z.infer<typeof bookableVersionSchema>;
export type BookablePackage = z.infer<typeof bookablePackageSchema>;

/**
 * The package as the booking islands receive it: the bookable facts plus the names and texts they
 * show, already in the page's language (islands never get the other languages); where a text is
 * another language's (the base has none in the page's), `nameLang` or `descriptionLang` names it.
 */
const bookingStepSchema = stepSchema.pick({ id: true, optional: true, additionalCost: true, lat: true, long: true, day: true }).extend({
  name: z.string(),
  nameLang: langSchema.optional(),
  description: z.string().optional(),
  descriptionLang: langSchema.optional(),
});
const bookingVersionSchema = versionSchema.pick({ id: true, name: true, price: true, durationDays: true, isDefault: true, departures: true }).extend({
  steps: z.array(bookingStepSchema),
});
export const bookingPackageSchema = packageFactsSchema.pick({ id: true, name: true, currency: true }).extend({ versions: z.array(bookingVersionSchema) });

export type BookingPackage = z.infer<typeof bookingPackageSchema>;

import { z } from 'zod';
import { departureSchema, langSchema, packageFactsSchema, stepSchema, versionSchema } from './content.ts';

/**
 * What the build publishes for the functions (dist/catalog.json): every bookable fact of the
 * published packages, nothing secret. Checkout prices from this, never from the browser, so the
 * charge always matches the page the visitor saw. A narrower view of the content: parsing a
 * package with it keeps only these fields.
 */
const catalogStepSchema = stepSchema.pick({ id: true, name: true, optional: true, additionalCost: true });

const catalogVersionSchema = versionSchema.pick({ id: true, name: true, price: true, durationDays: true }).extend({
  steps: z.array(catalogStepSchema),
  departures: z.array(departureSchema),
});

const catalogPackageSchema = packageFactsSchema.pick({ id: true, slug: true, name: true, status: true, currency: true, period: true }).extend({
  /** Site paths of the brochure per language. */
  brochure: z.partialRecord(langSchema, z.string()),
  versions: z.array(catalogVersionSchema),
});

export const catalogSchema = z.object({ packages: z.array(catalogPackageSchema) });

export type CatalogStep = z.infer<typeof catalogStepSchema>;
export type CatalogDeparture = CatalogVersion['departures'][number];
export type CatalogVersion = z.infer<typeof catalogVersionSchema>;
export type CatalogPackage = z.infer<typeof catalogPackageSchema>;
export type Catalog = z.infer<typeof catalogSchema>;

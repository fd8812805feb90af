import { z } from 'zod';
import { CURRENCIES } from '../domain/currency.ts';
import { DEPARTURE_STATUSES, MAX_DEPARTURE_SEATS } from '../domain/departures.ts';
import { DIFFICULTIES } from '../domain/difficulty.ts';
import { LANGUAGES, type Lang } from '../domain/languages.ts';
import { MAX_RATING, MIN_RATING } from '../domain/reviews.ts';

/**
 * The published content, each thing defined once: the collections (content.config.ts), the
 * records' shaping before download (src/airtable/records), the catalog and the islands' props all
 * derive from these.
 */

export const langSchema = z.enum(LANGUAGES);
export const currencySchema = z.enum(CURRENCIES);

/** A calendar day, as Airtable writes a date. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One string per language. */
const perLanguageSchema = z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string()])) as Record<Lang, z.ZodString>);

/**
 * A text resolved for every language: a language the base has no text in shows another's (English,
 * as the contract falls back), and `fallbackFrom` names, for each such language, the language its
 * text is really in, so that a page can mark it (`lang`) and say so.
 */
const localizedSchema = perLanguageSchema.extend({
  /** Absent when every language has its own text. */
  fallbackFrom: z.partialRecord(langSchema, langSchema).optional(),
});
export type Localized = z.infer<typeof localizedSchema>;

/** A file the build downloads and publishes from the site itself. */
const attachmentRefSchema = z.object({
  /** Stable cache key: the attachment id, or a hash of a plain URL. */
  key: z.string(),
  url: z.string(),
  filename: z.string(),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

/** A brochure as published: the cached file, and its path on the site. */
export const brochureFileSchema = z.object({ file: z.string(), href: z.string() });

export const stepSchema = z.object({
  id: z.string(),
  name: localizedSchema,
  stepNumber: z.number(),
  /** The day of the trip the step belongs to, from 1; absent when the base gives none. */
  day: z.number().int().positive().optional(),
  lat: z.number().optional(),
  long: z.number().optional(),
  optional: z.boolean(),
  additionalCost: z.number().nonnegative(),
  description: localizedSchema.optional(),
});
export type Step = z.infer<typeof stepSchema>;

export const departureSchema = z.object({
  /** The departure's record id. */
  id: z.string(),
  startDate: isoDateSchema,
  seats: z.number().int().min(0).max(MAX_DEPARTURE_SEATS),
  /** Per traveller, in the package's currency; null for the version's price. */
  price: z.number().nonnegative().nullable(),
  status: z.enum(DEPARTURE_STATUSES),
});
export type Departure = z.infer<typeof departureSchema>;

export const versionSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().nonnegative(),
  durationDays: z.number().optional(),
  isDefault: z.boolean(),
  steps: z.array(stepSchema),
  /** By start date. */
  departures: z.array(departureSchema),
});
export type Version = z.infer<typeof versionSchema>;

const packageStatusSchema = z.enum(['active', 'work-in-progress']);
export type PackageStatus = z.infer<typeof packageStatusSchema>;

/** Everything a package is but its files. */
export const packageFactsSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  continent: z.string(),
  nation: z.string().optional(),
  flagCode: z.string().optional(),
  shortDescription: localizedSchema.optional(),
  /** How hard the trip is, 1 (easy) to 5 (demanding). */
  difficulty: z.literal(DIFFICULTIES).optional(),
  /** Each a list, one item a line. */
  included: localizedSchema.optional(),
  notIncluded: localizedSchema.optional(),
  /** The "from" price, in the package's currency. */
  price: z.number().nonnegative(),
  currency: currencySchema,
  type: z.string().optional(),
  status: packageStatusSchema,
  description: localizedSchema.optional(),
  subtitle: localizedSchema.optional(),
  period: localizedSchema.optional(),
  accommodation: localizedSchema.optional(),
  versions: z.array(versionSchema),
});

/**
 * A package over the schemas of its files: attachment references while the records are shaped,
 * then Astro's optimized images and the downloaded brochures in the collection.
 */
export function packageSchema<Image extends z.ZodType, Brochure extends z.ZodType>(files: { image: () => Image; brochure: Brochure }) {
  return packageFactsSchema.extend({
    image: files.image().optional(),
    gallery: z.array(files.image()),
    /** English where a language has none. */
    brochure: z.partialRecord(langSchema, files.brochure),
  });
}

export const packageDraftSchema = packageSchema({ image: () => attachmentRefSchema, brochure: attachmentRefSchema });
export type PackageDraft = z.infer<typeof packageDraftSchema>;

export function blogPostSchema<Image extends z.ZodType>(image: () => Image) {
  return z.object({
    id: z.string(),
    slug: perLanguageSchema,
    title: localizedSchema,
    content: localizedSchema,
    cover: image().optional(),
    author: z.string().optional(),
    date: isoDateSchema,
    category: z.string(),
    readMoreText: z.string().optional(),
    images: z.array(image()),
    /** The package the post describes. */
    packageId: z.string().optional(),
  });
}

const blogPostDraftSchema = blogPostSchema(() => attachmentRefSchema);
export type BlogPostDraft = z.infer<typeof blogPostDraftSchema>;

export const reviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  quote: localizedSchema,
  /** The package the review is about; absent for a review of the company. */
  packageId: z.string().optional(),
  rating: z.number().min(MIN_RATING).max(MAX_RATING).optional(),
  /** The review's place in the base, from 0: a collection keeps no order of its own. */
  order: z.number(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ABOUT_SECTION_IDS = ['section_1', 'section_2', 'section_3', 'section_4'] as const;
export const aboutSectionSchema = z.object({ id: z.enum(ABOUT_SECTION_IDS), title: localizedSchema, content: localizedSchema });
export type AboutSection = z.infer<typeof aboutSectionSchema>;

export const faqItemSchema = z.object({
  id: z.string(),
  question: localizedSchema,
  answer: localizedSchema,
  /** The item's place in the FAQ, from 0: a collection keeps no order of its own. */
  order: z.number(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export function carouselSlideSchema<Image extends z.ZodType>(image: () => Image) {
  return z.object({ image: image() });
}

/** A carousel slide before download keeps its record id, the entry's id once published. */
const carouselSlideDraftSchema = carouselSlideSchema(() => attachmentRefSchema).extend({ id: z.string() });
export type CarouselSlideDraft = z.infer<typeof carouselSlideDraftSchema>;

import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { aboutLoader, blogLoader, carouselLoader, faqLoader, packagesLoader, reviewsLoader } from './content/loader.ts';
import { CURRENCIES } from './domain/currency.ts';
import { LANGUAGES } from './domain/languages.ts';

/** A text resolved for every language (missing translations already fell back to English). */
const localized = z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string()])) as Record<(typeof LANGUAGES)[number], z.ZodString>);

const step = z.object({
  id: z.string(),
  name: z.string(),
  stepNumber: z.number(),
  lat: z.number().optional(),
  long: z.number().optional(),
  optional: z.boolean(),
  additionalCost: z.number().nonnegative(),
  description: localized.optional(),
});

const version = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().nonnegative(),
  durationDays: z.number().optional(),
  isDefault: z.boolean(),
  steps: z.array(step),
});

const brochure = z.object({ file: z.string(), href: z.string() });

const packages = defineCollection({
  loader: packagesLoader,
  schema: ({ image }) =>
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      image: image().optional(),
      continent: z.string(),
      nation: z.string().optional(),
      flagCode: z.string().optional(),
      flag: image().optional(),
      shortDescription: z.string().optional(),
      price: z.number().nonnegative(),
      currency: z.enum(CURRENCIES),
      type: z.string().optional(),
      status: z.enum(['active', 'work-in-progress']),
      description: localized.optional(),
      subtitle: localized.optional(),
      period: localized.optional(),
      accommodation: localized.optional(),
      brochure: z.partialRecord(z.enum(LANGUAGES), brochure),
      gallery: z.array(image()),
      versions: z.array(version),
    }),
});

const blog = defineCollection({
  loader: blogLoader,
  schema: ({ image }) =>
    z.object({
      id: z.string(),
      slug: localized,
      title: localized,
      content: localized,
      cover: image().optional(),
      author: z.string().optional(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      category: z.string(),
      readMoreText: z.string().optional(),
      images: z.array(image()),
    }),
});

const reviews = defineCollection({
  loader: reviewsLoader,
  schema: z.object({ id: z.string(), name: z.string(), quote: localized }),
});

const about = defineCollection({
  loader: aboutLoader,
  schema: z.object({ id: z.enum(['section_1', 'section_2', 'section_3', 'section_4']), title: localized, content: localized }),
});

const faq = defineCollection({
  loader: faqLoader,
  schema: z.object({ id: z.string(), question: localized, answer: localized, order: z.number() }),
});

const carousel = defineCollection({
  loader: carouselLoader,
  schema: ({ image }) => z.object({ image: image() }),
});

export const collections = { packages, blog, reviews, about, faq, carousel };

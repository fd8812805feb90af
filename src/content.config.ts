import { defineCollection } from 'astro:content';
import { aboutLoader, blogLoader, carouselLoader, faqLoader, packagesLoader, reviewsLoader } from './content/loader.ts';
import {
  aboutSectionSchema,
  blogPostSchema,
  brochureFileSchema,
  carouselSlideSchema,
  faqItemSchema,
  packageSchema,
  reviewSchema,
} from './schema/content.ts';

/** The collections: each one's shape is its schema in src/schema/content.ts, over Astro's optimized images. */
const packages = defineCollection({
  loader: packagesLoader,
  schema: ({ image }) => packageSchema({ image, brochure: brochureFileSchema }).extend({ flag: image().optional() }),
});

const blog = defineCollection({ loader: blogLoader, schema: ({ image }) => blogPostSchema(image) });
const reviews = defineCollection({ loader: reviewsLoader, schema: reviewSchema });
const about = defineCollection({ loader: aboutLoader, schema: aboutSectionSchema });
const faq = defineCollection({ loader: faqLoader, schema: faqItemSchema });
const carousel = defineCollection({ loader: carouselLoader, schema: ({ image }) => carouselSlideSchema(image) });

export const collections = { packages, blog, reviews, about, faq, carousel };

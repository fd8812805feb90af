import type { CollectionEntry } from 'astro:content';
import { COMPANY } from '../../config/company.ts';
import { defaultVersion } from '../../domain/booking.ts';
import type { Lang } from '../../domain/languages.ts';
import { MAX_RATING, MIN_RATING, type AverageRating } from '../../domain/reviews.ts';
import { textLanguage } from '../../domain/text-language.ts';
import type { PackageData } from './booking-package.ts';

type Review = CollectionEntry<'reviews'>['data'];

const scale = { bestRating: MAX_RATING, worstRating: MIN_RATING };

/**
 * The trip's rating for search engines: its average, and each rated review. Google shows review
 * stars only for some types (Product among them, TouristTrip not), and wants a rating on every
 * review it is given, so the trip is also a Product and unrated reviews stay on the page only.
 */
function ratings(reviews: readonly Review[], rating: AverageRating, lang: Lang): Record<string, unknown> {
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.value, ratingCount: rating.count, ...scale },
    review: reviews.flatMap((review) =>
      review.rating === undefined
        ? []
        : [
            {
              '@type': 'Review',
              author: { '@type': 'Person', name: review.name },
              reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...scale },
              reviewBody: review.quote[lang],
              inLanguage: textLanguage(review.quote, lang),
            },
          ],
    ),
  };
}

/**
 * schema.org TouristTrip: the itinerary of the default version and an Offer at the "from" price;
 * with rated reviews, also a Product with its rating and reviews.
 */
export function touristTrip(
  data: PackageData,
  lang: Lang,
  url: string,
  image: string | undefined,
  reviews: readonly Review[],
  rating: AverageRating | undefined,
): Record<string, unknown> {
  const steps = defaultVersion(data.versions)?.steps ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': rating ? ['TouristTrip', 'Product'] : 'TouristTrip',
    name: data.name,
    description: data.subtitle?.[lang] ?? data.shortDescription?.[lang] ?? data.name,
    url,
    ...(image ? { image } : {}),
    ...(data.type ? { touristType: data.type } : {}),
    provider: { '@type': 'TravelAgency', name: COMPANY.name, url: new URL('/', url).href },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: steps.length,
      itemListElement: steps.map((step, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Place',
          name: step.name[lang],
          ...(step.description ? { description: step.description[lang] } : {}),
          ...(step.lat !== undefined && step.long !== undefined
            ? { geo: { '@type': 'GeoCoordinates', latitude: step.lat, longitude: step.long } }
            : {}),
        },
      })),
    },
    offers: {
      '@type': 'Offer',
      price: data.price,
      priceCurrency: data.currency,
      availability: 'https://schema.org/InStock',
      url: `${url}#purchase`,
    },
    ...(rating ? ratings(reviews, rating, lang) : {}),
  };
}

import { COMPANY } from '../../config/company.ts';
import { defaultVersion } from '../../domain/booking.ts';
import type { Lang } from '../../domain/languages.ts';
import type { PackageData } from './booking-package.ts';

/** schema.org TouristTrip: the itinerary of the default version and an Offer at the "from" price. */
export function touristTrip(data: PackageData, lang: Lang, url: string, image: string | undefined): Record<string, unknown> {
  const steps = defaultVersion(data.versions)?.steps ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: data.name,
    description: data.subtitle?.[lang] ?? data.shortDescription ?? data.name,
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
          name: step.name,
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
  };
}

import { describe, expect, it } from 'vitest';
import { LANGUAGES, localizedPath } from '../../src/domain/languages.ts';
import { siteUrl } from '../support/context.ts';

const ACTIVE = [
  ['dolomites-hut-to-hut-alta-via-1', 'Dolomites Hut-to-Hut: Alta Via 1'],
  ['highlands-isle-of-skye', 'Highlands &amp; Isle of Skye'],
  ['cote-dazur-provence-sentiers-du-littoral', 'Côte d&#39;Azur &amp; Provence: Sentiers du Littoral'],
  ['annapurna-circuit-villages-thorong-la', 'Annapurna Circuit: Villages &amp; Thorong La'],
] as const;

const page = async (path: string) => {
  const response = await fetch(siteUrl(path));
  return { status: response.status, html: await response.text() };
};

describe('package pages', () => {
  for (const lang of LANGUAGES) {
    it(`publishes every bookable package in ${lang}`, async () => {
      for (const [slug, name] of ACTIVE) {
        const { status, html } = await page(localizedPath(lang, `/packages/${slug}/`));
        expect(status, `${lang} ${slug}`).toBe(200);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
        expect(html).toContain('id="purchase"');
      }
    });
  }

  it.each([
    ['/packages/no-such-trip/', '/packages/'],
    ['/packages/no-such-trip', '/packages/'],
    ['/packages/kumano-kodo-pilgrim-trails-of-the-kii-peninsula/', '/packages/'],
    ['/packages/lofoten-islands-kayak-hike-2023/', '/packages/'],
    ['/de/packages/no-such-trip/', '/de/packages/'],
    ['/de/packages/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', '/de/packages/'],
  ])('sends %s to the package list of its language', async (path, list) => {
    const response = await fetch(siteUrl(path), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!, siteUrl('/')).pathname).toBe(list);
  });

  it('describes the trip as a schema.org TouristTrip with its itinerary and an offer, a Product with its rating', async () => {
    const { html } = await page('/de/packages/dolomites-hut-to-hut-alta-via-1/');
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)![1]!;
    const trip = JSON.parse(json);
    expect(trip).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['TouristTrip', 'Product'],
      name: 'Dolomites Hut-to-Hut: Alta Via 1',
      description: 'Kalktürme, Stollen aus dem Ersten Weltkrieg und Abendessen in familiengeführten Hütten',
      offers: { '@type': 'Offer', price: 1290, priceCurrency: 'EUR' },
    });
    expect(trip.url).toMatch(/\/de\/packages\/dolomites-hut-to-hut-alta-via-1\/$/);
    // The default version, Classic Alta Via 1, in step order.
    expect(trip.itinerary.numberOfItems).toBe(8);
    expect(trip.itinerary.itemListElement[0]).toMatchObject({
      position: 1,
      item: { '@type': 'Place', name: "Cortina d'Ampezzo", geo: { latitude: 46.5405, longitude: 12.1357 } },
    });
    // The step names in German where the base has them.
    expect(trip.itinerary.itemListElement[7].item.name).toBe('Rifugio Città di Fiume & Rückkehr nach Cortina');
    // Hannah 5, Jonas 4, Elena 5: (5 + 4 + 5) / 3 = 4.67, shown to one decimal.
    expect(trip.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 3, bestRating: 5, worstRating: 1 });
    expect(trip.review).toHaveLength(3);
    expect(trip.review[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Hannah Weber' },
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: expect.stringMatching(/^Wir waren im Juli auf der Classic Alta Via 1/),
      inLanguage: 'de',
    });
  });

  it('leaves a trip without rated reviews a TouristTrip, with no rating', async () => {
    // The test base's Patagonia has no reviews (tests/support/test-base.ts); the sample's one has no rating.
    const { html } = await page('/packages/patagonia-w-trek-torres-del-paine/');
    const trip = JSON.parse(/<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html)![1]!);
    expect(trip['@type']).toBe('TouristTrip');
    expect(trip).not.toHaveProperty('aggregateRating');
    expect(trip).not.toHaveProperty('review');
  });

  it('renders the sections in the spec order, the brochure block on every page (trip notes where none was uploaded)', async () => {
    const { html } = await page('/packages/dolomites-hut-to-hut-alta-via-1/');
    const order = ['package-hero', 'overview-title', 'facts', 'itinerary-title', 'versions-title', 'brochure-title', 'gallery-title', 'id="purchase"', 'custom-trip-title', 'contact-cta-title'];
    const positions = order.map((marker) => html.indexOf(marker));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const annapurna = await page('/packages/annapurna-circuit-villages-thorong-la/');
    expect(annapurna.html).toMatch(/brochure-title[\s\S]*\/brochures\/tn-[0-9a-f]{20}\/annapurna-circuit-villages-thorong-la-trip-notes-en\.pdf/);
    expect(annapurna.html).not.toContain('versions-title');
    // English brochure for a German visitor when there is no German one.
    expect((await page('/de/packages/highlands-isle-of-skye/')).html).toContain('brochure-title');
  });

  it('publishes no coupon code in the page', async () => {
    const { html } = await page('/packages/dolomites-hut-to-hut-alta-via-1/');
    for (const code of ['WELCOME10', 'DOLOMITI15', 'SOLDOUT30']) expect(html).not.toContain(code);
  });
});

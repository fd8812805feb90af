import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { HOSTILE_PACKAGE, PLAIN_TRIP } from '../support/test-base.ts';
import { rowsMentioning, uniqueEmail } from '../support/visitor-requests.ts';

const browser = useBrowser();

const TABLET = { viewport: { width: 800, height: 1000 } };
const DOLOMITES = '/packages/dolomites-hut-to-hut-alta-via-1/';
const ATLAS = '/packages/atlas-mountains-sahara-nights/';
/** The Work in Progress trip; the test base ends its name in markup. */
const KUMANO = HOSTILE_PACKAGE.name;

/** Waits until an island has hydrated (Astro drops its `ssr` attribute): before that, clicks do nothing. */
async function hydrated(page: Page, island: 'VersionPicker' | 'Itinerary' | 'PackageMap'): Promise<void> {
  await page.locator(`astro-island[component-url*="${island}"]:not([ssr])`).waitFor({ state: 'attached' });
}

const card = (page: Page, title: string) => page.locator('.card-frame').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const keywords = (page: Page) => page.locator('meta[name="keywords"]').getAttribute('content');
const dayHeadings = (page: Page) => page.locator('.itinerary-list').getByRole('heading', { level: 3 }).allTextContents();
const facts = (page: Page, name: string) => page.getByRole('region', { name });
/** The value of a term in the facts strip, as a visitor reads it. */
const fact = async (strip: Locator, term: string) =>
  (await strip.locator('div').filter({ has: strip.page().getByRole('term').filter({ hasText: term }) }).getByRole('definition').innerText()).trim();

describe('one language per page', () => {
  it('shows German card descriptions on /de/packages, and says so where a card’s text is English (phone)', async () => {
    const page = await browser.open('/de/packages/', PHONE);
    const dolomites = card(page, 'Dolomites Hut-to-Hut: Alta Via 1');
    expect(await dolomites.locator('.card-text').innerText()).toMatch(/^Auf der Alta Via 1 vom Pragser Wildsee/);
    expect(await dolomites.locator('.card-text').getAttribute('lang')).toBeNull();
    expect(await dolomites.getByText('Dieser Text ist auf Englisch.').count()).toBe(0);
    expect(await dolomites.getByText('EUROPA', { exact: true }).isVisible()).toBe(true);

    // The test base's Patagonia has no shortDescription_de: its English one is marked and noted.
    const patagonia = card(page, PLAIN_TRIP.name);
    expect(await patagonia.locator('.card-text').innerText()).toMatch(/^The classic W trek through Torres del Paine/);
    expect(await patagonia.locator('.card-text').getAttribute('lang')).toBe('en');
    expect(await patagonia.getByText('Dieser Text ist auf Englisch.').isVisible()).toBe(true);
    expect(await patagonia.getByText('SÜDAMERIKA', { exact: true }).isVisible()).toBe(true);
    expect(await patagonia.getByRole('img', { name: 'Chile' }).isVisible()).toBe(true);
  });

  it('marks and notes the English texts of a French package page, with continent, country and keywords in French (tablet)', async () => {
    const page = await browser.open(`/fr${ATLAS}`, TABLET);
    const overview = page.locator('.package-overview');
    expect(await overview.getByText('AFRIQUE', { exact: true }).isVisible()).toBe(true);
    expect(await overview.getByText('Maroc', { exact: true }).isVisible()).toBe(true);
    expect(await overview.getByRole('img', { name: 'Drapeau : Maroc' }).isVisible()).toBe(true);
    expect(await overview.getByText('Ce texte est en anglais.').isVisible()).toBe(true);
    const description = overview.locator('div[lang="en"]');
    expect(await description.innerText()).toMatch(/^This is the trip we recommend to groups of friends/);
    expect(await page.locator('.package-hero-subtitle').getAttribute('lang')).toBe('en');

    const words = (await keywords(page))!.split(/,\s*/);
    expect(words).toEqual(expect.arrayContaining(['Afrique', 'Maroc', 'Entre amis']));
    expect(words).not.toEqual(expect.arrayContaining(['Africa']));
    expect(words).not.toEqual(expect.arrayContaining(['Morocco']));

    // The itinerary's descriptions and the trip's reviews are English too: each says so once.
    await hydrated(page, 'Itinerary');
    const itinerary = page.locator('.itinerary-list');
    expect(await itinerary.getByText('Ce texte est en anglais.').isVisible()).toBe(true);
    expect(await itinerary.locator('.itinerary-step-text[lang="en"]').count()).toBe(8);
    const reviews = page.getByRole('region', { name: 'L’avis des voyageurs' });
    expect(await reviews.getByText('Ce texte est en anglais.').isVisible()).toBe(true);
    expect(await reviews.locator('blockquote[lang="en"]').count()).toBe(2);
    expect(await fact(facts(page, 'Le voyage en bref'), 'Difficulté')).toBe('3/5 · Modérée');
  });

  it('shows a German package page all in German: place, flag, keywords, step names (phone)', async () => {
    const page = await browser.open(`/de${DOLOMITES}`, PHONE);
    const overview = page.locator('.package-overview');
    expect(await overview.getByText('EUROPA', { exact: true }).isVisible()).toBe(true);
    expect(await overview.getByRole('img', { name: 'Flagge: Italien' }).isVisible()).toBe(true);
    expect(await page.getByText('Dieser Text ist auf Englisch.').count()).toBe(0);
    expect((await keywords(page))!.split(/,\s*/)).toEqual(expect.arrayContaining(['Europa', 'Italien', 'Abenteuer']));
    await hydrated(page, 'Itinerary');
    expect(await page.getByRole('button', { name: /Etappe 2: Pragser Wildsee & Seekofelhütte/ }).isVisible()).toBe(true);
    // A name the base has in English only (a place name) is marked as English for screen readers.
    expect(await page.locator('.itinerary-step-title span[lang="en"]').first().innerText()).toBe("Cortina d'Ampezzo");
  });

  it('notes English texts on the French home, about and contact pages', async () => {
    const home = await browser.open('/fr/');
    const review = home.locator('.review[data-active]');
    expect(await review.locator('blockquote').getAttribute('lang')).toBe('en');
    expect(await review.getByText('Ce texte est en anglais.').isVisible()).toBe(true);

    const about = await browser.open('/fr/about/');
    const section = about.locator('#section_1');
    expect(await section.getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('en');
    expect(await section.getByText('Ce texte est en anglais.').isVisible()).toBe(true);

    const contact = await browser.open('/fr/contact/');
    const question = contact.locator('.faq-item').first();
    await question.locator('summary').click();
    expect(await question.locator('summary span[lang="en"]').count()).toBe(1);
    expect(await question.getByText('Ce texte est en anglais.').isVisible()).toBe(true);
  });
});

describe('trip facts', () => {
  it('shows difficulty, rating, what the price covers, the days, the reviews and the stories (desktop)', async () => {
    const page = await browser.open(DOLOMITES);
    const strip = facts(page, 'Trip facts');
    expect(await fact(strip, 'Difficulty')).toBe('3/5 · Moderate');
    // Hannah 5, Jonas 4, Elena 5: 14 / 3 = 4.67
    expect(await fact(strip, 'Rating')).toBe('4.7/5 · 3 ratings');

    const covers = page.getByRole('region', { name: 'What the price covers' });
    expect(await covers.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Included', 'Not included']);
    expect(await covers.getByRole('listitem').first().innerText()).toBe('Nights in mountain huts (rifugi) and one hotel night in Cortina');
    expect(await covers.getByRole('list').nth(0).getByRole('listitem').count()).toBe(6);
    expect(await covers.getByRole('list').nth(1).getByRole('listitem').count()).toBe(5);

    await hydrated(page, 'Itinerary');
    // The Classic version: 8 steps over 7 days, two steps on days 4 and 5.
    expect(await dayHeadings(page)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Days 6–7']);
    await hydrated(page, 'VersionPicker');
    await page.getByRole('button', { name: 'Select Grand Traverse' }).click();
    await expect.poll(() => dayHeadings(page)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Days 7–10']);

    const reviews = page.getByRole('region', { name: 'What travellers say' });
    expect(await reviews.getByText('Average 4.7 out of 5, from 3 ratings').isVisible()).toBe(true);
    expect(await reviews.locator('figcaption').allTextContents()).toEqual(['Hannah Weber', 'Jonas Lindqvist', 'Elena Moretti']);
    expect(await reviews.getByText('Rated 4 out of 5').count()).toBe(1);

    await strip.getByRole('link', { name: '4.7/5 · 3 ratings' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#reviews');
    await expect.poll(() => reviews.getByRole('heading', { level: 2 }).evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(800);

    const stories = page.getByRole('region', { name: 'Stories from this trip' });
    expect(await stories.getByRole('link', { name: 'A night in a Dolomites rifugio' }).getAttribute('href')).toBe('/blog/a-night-in-a-dolomites-rifugio/');
  });

  it('shows them in German on a phone', async () => {
    const page = await browser.open(`/de${DOLOMITES}`, PHONE);
    const strip = facts(page, 'Reisedaten');
    expect(await fact(strip, 'Schwierigkeit')).toBe('3/5 · Mittel');
    expect(await fact(strip, 'Bewertung')).toBe('4,7/5 · 3 Bewertungen');
    const covers = page.getByRole('region', { name: 'Was im Preis steckt' });
    expect(await covers.getByRole('listitem').nth(1).innerText()).toBe('Halbpension: jeden Tag Frühstück und Abendessen');
    await hydrated(page, 'Itinerary');
    expect(await dayHeadings(page)).toEqual(['Tag 1', 'Tag 2', 'Tag 3', 'Tag 4', 'Tag 5', 'Tage 6–7']);
    const reviews = page.getByRole('region', { name: 'Das sagen Reisende' });
    expect(await reviews.getByText('Durchschnitt 4,7 von 5, aus 3 Bewertungen').isVisible()).toBe(true);
    expect(await reviews.locator('blockquote').first().innerText()).toMatch(/^Wir waren im Juli auf der Classic Alta Via 1/);
    expect(await page.getByRole('region', { name: 'Geschichten von dieser Reise' }).getByRole('link', { name: 'Eine Nacht auf einer Dolomitenhütte' }).count()).toBe(1);
  });

  it('shows a trip without the new fields as before: no grade, no lists, no days, no reviews, no stories', async () => {
    const page = await browser.open(PLAIN_TRIP.page, TABLET);
    const strip = facts(page, 'Trip facts');
    expect(await strip.getByRole('term').allTextContents()).toEqual(['Next start', 'Duration', 'Accommodation', 'Group size', 'Team']);
    expect(await fact(strip, 'Duration')).toBe('9 days');
    expect(await page.getByRole('heading', { name: 'What the price covers' }).count()).toBe(0);
    await hydrated(page, 'Itinerary');
    expect(await dayHeadings(page)).toEqual([]);
    expect(await page.locator('.itinerary-step').count()).toBe(7);
    expect(await page.getByRole('heading', { name: 'What travellers say' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Stories from this trip' }).count()).toBe(0);
    expect(await page.getByText(/This text is in/).count()).toBe(0);
  });
});

describe('blog posts and their trips', () => {
  it('lead from a post to the trip it describes', async () => {
    const page = await browser.open('/blog/a-night-in-a-dolomites-rifugio/');
    const trip = page.getByRole('region', { name: 'The trip in this story' });
    await trip.getByRole('link', { name: 'Dolomites Hut-to-Hut: Alta Via 1' }).click();
    await page.waitForURL((url) => url.pathname === DOLOMITES);
  });

  it('offer "notify me" for a trip that is coming soon, in German on a phone', async () => {
    const page = await browser.open('/de/blog/auf-erkundung-am-kumano-kodo-notizen-von-einer-ersten-wanderung/', PHONE);
    const trip = page.getByRole('region', { name: 'Die Reise zu dieser Geschichte' });
    expect(await trip.getByText('Demnächst').isVisible()).toBe(true);
    const notify = trip.getByRole('link', { name: `Benachrichtige mich: ${KUMANO}` });
    expect(new URL((await notify.getAttribute('href'))!, page.url()).searchParams.get('trip')).toBe(KUMANO);
  });
});

describe('notify me on a coming-soon card', () => {
  it('leads by keyboard to the contact form with the trip named, and the request is stored (German, desktop)', async () => {
    const page = await browser.open('/de/packages/');
    const kumano = card(page, KUMANO);
    // The card itself stays no link: its one link is "notify me".
    expect(await kumano.getByRole('link').count()).toBe(1);
    await kumano.getByRole('link', { name: `Benachrichtige mich: ${KUMANO}` }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/de/contact/');

    const message = page.getByRole('textbox', { name: 'Nachricht', exact: true });
    const expected = `Bitte sagt mir Bescheid, sobald die Reise „${KUMANO}“ buchbar ist.`;
    expect(await message.inputValue()).toBe(expected);
    const email = uniqueEmail('notify-me');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Aiko Brooks');
    await page.getByRole('button', { name: 'Nachricht senden', disabled: false }).waitFor();
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
    expect(await message.inputValue()).toBe(expected);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await page.getByRole('status').filter({ hasText: 'Deine Nachricht wurde gesendet!' }).waitFor();
    expect((await rowsMentioning('contactMessages', email)).map((row) => row.fields.message)).toEqual([expected]);
  });

  it('keeps what the visitor typed and takes no markup from the address', async () => {
    const page = await browser.open('/contact/?trip=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe('Please let me know when the trip “<img src=x onerror=alert(1)>” can be booked.');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    const plain = await browser.open('/contact/');
    expect(await plain.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe('');
  });
});

/** A tile the stand-in tile server answers with (the machine has no internet): a 1×1 PNG. */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const TILE_HOST = 'tile.openstreetmap.org';
const PREFERENCES = {
  name: 'cookie_consent',
  value: encodeURIComponent(JSON.stringify({ necessary: true, preferences: true, analytics: false, advertising: false })),
  path: '/',
};

/** Opens a page, answering and counting every request to the tile host from the first one on. */
async function openCountingTiles(path: string, options: Parameters<typeof browser.open>[1] = {}) {
  const tiles: string[] = [];
  const page = await browser.open(path, {
    ...options,
    prepare: async (context) => {
      context.on('request', (request) => {
        if (new URL(request.url()).host === TILE_HOST) tiles.push(request.url());
      });
      await context.route(`https://${TILE_HOST}/**`, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
    },
  });
  return { page, tiles };
}

async function showMapRegion(page: Page, name = 'Map of the route') {
  await page.getByRole('region', { name }).scrollIntoViewIfNeeded();
  await page.locator('.leaflet-container .step-marker').first().waitFor();
}

const loadedTiles = (page: Page) => page.locator('.leaflet-tile-loaded').count();

describe('map tiles, a third party, only with the visitor’s consent', () => {
  it('requests no tile before consent: markers and route on a plain background, then "Show map" loads them', async () => {
    const { page, tiles } = await openCountingTiles(DOLOMITES);
    await showMapRegion(page);
    expect(await page.locator('.step-marker').count()).toBe(8);
    expect(await page.locator('path.route-line').count()).toBeGreaterThan(0);
    expect(await page.locator('path.route-line').first().isVisible()).toBe(true);
    const region = page.getByRole('region', { name: 'Map of the route' });
    expect(await region.getByText(`The map background comes from ${TILE_HOST}: showing it sends them your IP address.`).isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(tiles).toEqual([]);
    expect(await page.locator('.leaflet-tile').count()).toBe(0);

    await region.getByRole('button', { name: 'Show map', exact: true }).click();
    await expect.poll(() => loadedTiles(page)).toBeGreaterThan(0);
    expect(tiles.length).toBeGreaterThan(0);
    expect(await region.getByRole('button', { name: 'Show map', exact: true }).count()).toBe(0);

    // Remembered for the visit: the next trip's map shows its background at once.
    await page.goto(new URL(ATLAS, page.url()).href);
    await showMapRegion(page);
    await expect.poll(() => loadedTiles(page)).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Show map', exact: true }).count()).toBe(0);
  });

  it('requests no tile on a first visit either, in German on a phone', async () => {
    const { page, tiles } = await openCountingTiles(`/de${DOLOMITES}`, { ...PHONE, firstVisit: true });
    await page.getByRole('button', { name: 'Nur notwendige' }).waitFor();
    await showMapRegion(page, 'Karte der Route');
    expect(await page.locator('.step-marker').count()).toBe(8);
    await page.waitForTimeout(500);
    expect(tiles).toEqual([]);
    expect(await page.getByRole('button', { name: 'Karte anzeigen' }).isVisible()).toBe(true);
  });

  it('loads the tiles directly for a visitor who granted preferences', async () => {
    const { page, tiles } = await openCountingTiles(DOLOMITES, { cookies: [PREFERENCES] });
    await showMapRegion(page);
    await expect.poll(() => loadedTiles(page)).toBeGreaterThan(0);
    expect(tiles.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Show map', exact: true }).count()).toBe(0);
  });

  it('loads them without a reload once preferences are granted in the cookie settings (tablet)', async () => {
    const { page, tiles } = await openCountingTiles(DOLOMITES, TABLET);
    await showMapRegion(page);
    await page.getByRole('button', { name: 'Always show maps' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await settings.getByRole('switch', { name: /Preferences/ }).check();
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => loadedTiles(page)).toBeGreaterThan(0);
    expect(tiles.length).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Show map', exact: true }).count()).toBe(0);
  });
});

/** Every pair of markers whose round badges, as drawn, overlap: centres closer than a badge's width. */
async function overlappingMarkers(page: Page): Promise<string[]> {
  const badges = await page.locator('.step-marker').evaluateAll((markers) =>
    markers.map((marker) => {
      const box = marker.getBoundingClientRect();
      return { label: marker.querySelector('.sr-only')?.textContent ?? '', x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
    }),
  );
  expect(badges.every((badge) => badge.width === 34)).toBe(true);
  return badges.flatMap((a, index) => badges.slice(index + 1).flatMap((b) => (Math.hypot(a.x - b.x, a.y - b.y) < a.width - 0.5 ? [`${a.label} / ${b.label}`] : [])));
}

describe('map markers', () => {
  const trips = [
    DOLOMITES,
    '/packages/iceland-laugavegur-the-south-coast/',
    '/packages/costa-rica-volcanoes-cloud-forest-pacific/',
    PLAIN_TRIP.page,
    ATLAS,
    '/packages/highlands-isle-of-skye/',
    '/packages/annapurna-circuit-villages-thorong-la/',
    '/packages/cote-dazur-provence-sentiers-du-littoral/',
  ];

  it.each([
    ['every trip on a desktop', {}, trips],
    // One zoom level less: the trips with the closest steps.
    ['the closest steps on a phone', PHONE, trips.slice(0, 4)],
  ] as const)('never hide one another at the first zoom: %s', async (_, device, paths) => {
    for (const path of paths) {
      const page = await browser.open(path, device);
      await showMapRegion(page);
      await page.waitForTimeout(300);
      expect(await overlappingMarkers(page), path).toEqual([]);
    }
  });

  it('never hide one another after the window narrows past the breakpoint and widens again', async () => {
    const page = await browser.open(DOLOMITES);
    await showMapRegion(page);
    await page.setViewportSize({ width: 700, height: 800 });
    await page.waitForTimeout(50);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForTimeout(600);
    expect(await overlappingMarkers(page)).toEqual([]);
  });

  it('never hide one another for a version that starts and ends at the same place', async () => {
    const page = await browser.open(DOLOMITES);
    await hydrated(page, 'VersionPicker');
    await page.getByRole('button', { name: 'Select Short Escape' }).click();
    await showMapRegion(page);
    await expect.poll(() => page.locator('.step-marker').count()).toBe(7);
    await page.waitForTimeout(300);
    expect(await overlappingMarkers(page)).toEqual([]);
    expect(await page.getByRole('button', { name: "7. Cortina d'Ampezzo – farewell" }).isVisible()).toBe(true);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { HOSTILE_PACKAGE } from '../support/test-base.ts';

const browser = useBrowser();

const ACTIVE = [
  'Annapurna Circuit: Villages & Thorong La',
  'Atlas Mountains & Sahara Nights',
  'Costa Rica: Volcanoes, Cloud Forest & Pacific',
  "Côte d'Azur & Provence: Sentiers du Littoral",
  'Dolomites Hut-to-Hut: Alta Via 1',
  'Highlands & Isle of Skye',
  'Iceland: Laugavegur & the South Coast',
  'Patagonia W Trek: Torres del Paine',
];
/** The Work in Progress package; the test base ends its name in markup. */
const KUMANO = HOSTILE_PACKAGE.name;

/** The card titles of the grid, in the order a visitor sees them. */
const cardTitles = (page: Page, listName: string) =>
  page.getByRole('region', { name: listName }).getByRole('heading', { level: 3 }).allTextContents();
const card = (page: Page, title: string) => page.locator('.card-frame').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('package list', () => {
  it('lists active packages, then the custom-trip card, then Work in Progress; nothing else', async () => {
    const page = await browser.open('/packages/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Adventures');
    expect(await cardTitles(page, 'Our trips')).toEqual([...ACTIVE, 'Personalize your trip', KUMANO]);
    expect(await page.getByText('Lofoten Islands').count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toBe('8 trips found');
  });

  it('shows each card with its badge, continent, flag, description and "from" price in the visitor currency', async () => {
    const page = await browser.open('/packages/');
    const dolomites = card(page, 'Dolomites Hut-to-Hut: Alta Via 1');
    expect(await dolomites.getByText('Adventure', { exact: true }).isVisible()).toBe(true);
    expect(await dolomites.getByText('EUROPE', { exact: true }).isVisible()).toBe(true);
    expect(await dolomites.getByRole('img', { name: 'Italy' }).isVisible()).toBe(true);
    // shortDescription_en, before the unsuffixed shortDescription.
    expect(await dolomites.getByText(/^The Alta Via 1 from Lago di Braies to the Civetta/).isVisible()).toBe(true);
    expect(await dolomites.getByText('£1,097', { exact: true }).isVisible()).toBe(true);
    expect(await card(page, 'Highlands & Isle of Skye').getByRole('img', { name: 'Scotland' }).isVisible()).toBe(true);
    const image = dolomites.locator('img.card-image');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect((await image.boundingBox())!.height).toBeLessThanOrEqual(200);

    await page.getByRole('button', { name: /Currency/ }).click();
    await page.getByRole('button', { name: 'USD $' }).click();
    expect(await dolomites.getByText('US$1,419', { exact: true }).isVisible()).toBe(true);
  });

  it('links a card to its package page, the slug folding accents and punctuation', async () => {
    const page = await browser.open('/packages/');
    const link = page.getByRole('link', { name: "Côte d'Azur & Provence: Sentiers du Littoral" });
    expect(await link.getAttribute('href')).toBe('/packages/cote-dazur-provence-sentiers-du-littoral/');
    // Anywhere on the card leads there (the package page itself is another issue's).
    const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/packages/cote-dazur-provence-sentiers-du-littoral/');
    const media = card(page, "Côte d'Azur & Provence: Sentiers du Littoral").locator('.card-media');
    await media.scrollIntoViewIfNeeded();
    const box = (await media.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await request;
  });

  it('shows a Work in Progress package faded, with a coming-soon banner, and no link but "notify me"', async () => {
    const page = await browser.open('/packages/');
    const kumano = card(page, KUMANO);
    expect(await page.getByRole('link', { name: KUMANO, exact: true }).count()).toBe(0);
    expect(await kumano.locator('a').count()).toBe(1);
    expect(await kumano.getByRole('link', { name: `Notify me: ${KUMANO}` }).getAttribute('href')).toBe(`/contact/?${new URLSearchParams({ trip: KUMANO })}`);
    expect(await kumano.getByText('Coming soon').isVisible()).toBe(true);
    expect(await kumano.locator('.card-media picture, .card-media .image-fallback').first().evaluate((element) => getComputedStyle(element).opacity)).toBe('0.4');
    const url = page.url();
    await kumano.click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
  });

  it('offers a personal trip at the 1000 EUR placeholder, leading to the contact page', async () => {
    const page = await browser.open('/packages/');
    const custom = card(page, 'Personalize your trip');
    expect(await custom.getByText('£850', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Personalize your trip' }).getAttribute('href')).toBe('/contact/');
  });

  it('filters by continent, keeps the custom card and Work in Progress after the matches, and remembers it in the address', async () => {
    const page = await browser.open('/packages/');
    const filter = page.getByLabel('Continent');
    expect(await filter.locator('option').allTextContents()).toEqual(['All continents', 'Africa', 'Asia', 'Europe', 'North America', 'South America']);

    await filter.selectOption({ label: 'Africa' });
    expect(await cardTitles(page, 'Our trips')).toEqual(['Atlas Mountains & Sahara Nights', 'Personalize your trip', KUMANO]);
    expect(await page.getByRole('status').textContent()).toBe('1 trip found');
    expect(new URL(page.url()).search).toBe('?continent=africa');

    await page.reload();
    expect(await filter.inputValue()).toBe('africa');
    expect(await cardTitles(page, 'Our trips')).toEqual(['Atlas Mountains & Sahara Nights', 'Personalize your trip', KUMANO]);

    await filter.selectOption({ label: 'All continents' });
    expect(await cardTitles(page, 'Our trips')).toEqual([...ACTIVE, 'Personalize your trip', KUMANO]);
    expect(new URL(page.url()).search).toBe('');
  });

  it('treats worldwide and unknown filters in the address as all', async () => {
    for (const value of ['worldwide', 'atlantis', '%3Cscript%3Ealert(1)%3C/script%3E']) {
      const page = await browser.open(`/packages/?continent=${value}`);
      expect(await page.getByLabel('Continent').inputValue()).toBe('all');
      expect(await cardTitles(page, 'Our trips')).toHaveLength(ACTIVE.length + 2);
    }
  });

  it('works in German on a phone: one column, translated labels, euro prices', async () => {
    const page = await browser.open('/de/packages/', PHONE);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Abenteuer');
    const filter = page.getByLabel('Kontinent');
    await filter.selectOption({ label: 'Europa' });
    expect(await cardTitles(page, 'Unsere Reisen')).toEqual([
      "Côte d'Azur & Provence: Sentiers du Littoral",
      'Dolomites Hut-to-Hut: Alta Via 1',
      'Highlands & Isle of Skye',
      'Iceland: Laugavegur & the South Coast',
      'Deine eigene Reise',
      KUMANO,
    ]);
    expect(await page.getByRole('status').textContent()).toBe('4 Reisen gefunden');
    const dolomites = card(page, 'Dolomites Hut-to-Hut: Alta Via 1');
    expect(await dolomites.getByText('EUROPA', { exact: true }).isVisible()).toBe(true);
    expect(await dolomites.getByRole('img', { name: 'Italien' }).isVisible()).toBe(true);
    expect(await dolomites.getByText('1.290 €', { exact: true }).isVisible()).toBe(true);
    const kumano = card(page, KUMANO);
    expect(await kumano.getByText('Demnächst').isVisible()).toBe(true);
    expect(await kumano.locator('a').count()).toBe(1);
    expect(await kumano.getByRole('link', { name: `Benachrichtige mich: ${KUMANO}` }).isVisible()).toBe(true);
    expect(await kumano.locator('.card-media picture, .card-media .image-fallback').first().evaluate((element) => getComputedStyle(element).opacity)).toBe('0.4');
    const url = page.url();
    await kumano.tap();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(await page.getByRole('link', { name: 'Dolomites Hut-to-Hut: Alta Via 1' }).getAttribute('href')).toBe('/de/packages/dolomites-hut-to-hut-alta-via-1/');
    expect(await page.getByRole('link', { name: 'Deine eigene Reise' }).getAttribute('href')).toBe('/de/contact/');

    const boxes = await page.locator('[data-package-list] > li:visible').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
    expect(new Set(boxes).size).toBe(1);
  });

  it('puts three cards in a row on a desktop', async () => {
    const page = await browser.open('/packages/');
    const rows = await page.locator('[data-package-list] > li').evaluateAll((items) =>
      items.slice(0, 3).map((item) => ({ x: item.getBoundingClientRect().x, y: item.getBoundingClientRect().y })),
    );
    expect(new Set(rows.map((row) => row.y)).size).toBe(1);
    expect(new Set(rows.map((row) => row.x)).size).toBe(3);
  });
});

describe('card tilt', () => {
  const transformOf = (page: Page, title: string) => card(page, title).locator('.card').evaluate((element) => getComputedStyle(element).transform);

  it('leans toward the pointer and lifts by 20 px, 5 px for Work in Progress', async () => {
    const page = await browser.open('/packages/');
    const dolomites = card(page, 'Dolomites Hut-to-Hut: Alta Via 1');
    await dolomites.scrollIntoViewIfNeeded();
    await page.waitForTimeout(700);
    const box = (await dolomites.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.2, { steps: 3 });
    await expect.poll(() => dolomites.evaluate((element) => element.style.getPropertyValue('--tilt-lift'))).toBe('20px');
    expect(await dolomites.evaluate((element) => element.style.getPropertyValue('--tilt-y'))).toBe('6.5deg');
    await page.waitForTimeout(300);
    expect(await transformOf(page, 'Dolomites Hut-to-Hut: Alta Via 1')).not.toBe('none');

    const kumano = card(page, KUMANO);
    await kumano.scrollIntoViewIfNeeded();
    const wip = (await kumano.boundingBox())!;
    await page.waitForTimeout(700);
    await page.mouse.move(wip.x + wip.width * 0.2, wip.y + wip.height * 0.5, { steps: 3 });
    await expect.poll(() => kumano.evaluate((element) => element.style.getPropertyValue('--tilt-lift'))).toBe('5px');
    expect(await kumano.evaluate((element) => element.style.getPropertyValue('--tilt-shadow'))).toBe('0.8');
  });

  it('never moves for a visitor who prefers reduced motion', async () => {
    const page = await browser.open('/packages/', { reducedMotion: 'reduce' });
    const dolomites = card(page, 'Dolomites Hut-to-Hut: Alta Via 1');
    await dolomites.scrollIntoViewIfNeeded();
    const box = (await dolomites.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.2);
    await page.waitForTimeout(300);
    expect(await transformOf(page, 'Dolomites Hut-to-Hut: Alta Via 1')).toBe('none');
  });
});

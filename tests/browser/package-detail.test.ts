import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

const DOLOMITES = '/packages/dolomites-hut-to-hut-alta-via-1/';
const PATAGONIA = '/packages/patagonia-w-trek-torres-del-paine/';

/** Waits until an island has hydrated (Astro drops its `ssr` attribute): before that, clicks do nothing. */
async function hydrated(page: Page, island: 'BookingWidget' | 'VersionPicker' | 'Itinerary' | 'PackageMap'): Promise<void> {
  await page.locator(`astro-island[component-url*="${island}"]:not([ssr])`).waitFor({ state: 'attached' });
}

async function openBooking(path: string, options: Parameters<typeof browser.open>[1] = {}): Promise<Page> {
  const page = await browser.open(path, options);
  await Promise.all([hydrated(page, 'BookingWidget'), hydrated(page, 'Itinerary')]);
  return page;
}

/** Visible text with the no-break spaces of number formatting read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const textOf = async (locator: Locator) => plain(await locator.innerText());
const total = (page: Page) => textOf(page.getByTestId('booking-total'));

describe('versions', () => {
  it('selects the default-flagged version, and the facts strip, itinerary and price follow a new choice', async () => {
    const page = await openBooking(DOLOMITES);
    await hydrated(page, 'VersionPicker');
    const facts = page.getByRole('region', { name: 'Trip facts' });
    expect(await page.getByRole('button', { name: 'Selected Classic Alta Via 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Select Grand Traverse' }).getAttribute('aria-pressed')).toBe('false');
    expect(await facts.getByText('7 days').isVisible()).toBe(true);
    expect(await total(page)).toBe('£1,437');

    await page.getByRole('button', { name: 'Select Grand Traverse' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Selected Grand Traverse' }).getAttribute('aria-pressed')).toBe('true');
    expect(await facts.getByText('10 days').isVisible()).toBe(true);
    expect(await facts.getByText('7 days').isVisible()).toBe(false);
    // 2390 € × 0.85 = 2031.5 → £2,032
    expect(await total(page)).toBe('£2,032');
    expect(await page.locator('.itinerary').getByText('Civetta: Rifugio Tissi & descent to Agordo').isVisible()).toBe(true);
  });

  it('shows no picker for a package with one version, in German on a phone', async () => {
    const page = await openBooking(`/de${PATAGONIA}`, PHONE);
    expect(await page.getByRole('heading', { name: 'Wähle deine Variante' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Reisedaten' }).getByText('9 Tage').isVisible()).toBe(true);
    expect(await total(page)).toBe('2.790 €');
  });

  it('shows the picker in German with the default version selected', async () => {
    const page = await openBooking(`/de${DOLOMITES}`, PHONE);
    await hydrated(page, 'VersionPicker');
    await page.getByRole('heading', { name: 'Wähle deine Variante' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ausgewählt Classic Alta Via 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: /Auswählen / }).count()).toBe(2);
  });
});

describe('optional steps', () => {
  it('adds its converted cost to the price when ticked, and removes it when unticked', async () => {
    const page = await openBooking(DOLOMITES);
    const ferrata = page.getByRole('checkbox', { name: /Via ferrata Averau/ });
    // 120 € shown in pounds: 102 £
    expect(await textOf(page.locator('.itinerary-step', { has: ferrata }))).toContain('+£102 per person');
    await ferrata.check();
    expect(await total(page)).toBe('£1,539');
    await ferrata.uncheck();
    expect(await total(page)).toBe('£1,437');
  });

  it('shows the extra cost in euros and the step’s German name in German, on a phone', async () => {
    const page = await openBooking(`/de${DOLOMITES}`, PHONE);
    const tunnels = page.getByRole('checkbox', { name: /Lagazuoi-Stollen aus dem Ersten Weltkrieg/ });
    expect(await textOf(page.locator('.itinerary-step', { has: tunnels }))).toContain('+45 € pro Person');
    expect(await total(page)).toBe('1.690 €');
    await tunnels.check();
    expect(await total(page)).toBe('1.735 €');
    expect(await page.locator('.price-breakdown').innerText()).toContain('Lagazuoi-Stollen aus dem Ersten Weltkrieg mit einem Historiker');
  });
});

describe('travellers', () => {
  it('starts at one with minus disabled, multiplies the price, and stops checkout above 15', async () => {
    const page = await openBooking(DOLOMITES);
    const fewer = page.getByRole('button', { name: 'One traveller less' });
    const more = page.getByRole('button', { name: 'One traveller more' });
    expect(await fewer.isDisabled()).toBe(true);
    await more.click();
    expect(await fewer.isEnabled()).toBe(true);
    // 1690 € × 0.85 = 1436.5 → £1,437 per traveller, × 2 = £2,874; 30% = 862.2 → £862
    expect(await total(page)).toBe('£2,874');
    expect(await page.getByRole('button', { name: 'Pay the £862 deposit' }).isEnabled()).toBe(true);
    await fewer.click();
    expect(await fewer.isDisabled()).toBe(true);

    for (let i = 1; i < 16; i++) await more.click();
    expect(await page.locator('.quantity-value').innerText()).toBe('16');
    expect(await more.isEnabled()).toBe(true);
    const note = page.getByRole('status').filter({ hasText: 'limited to 15 travellers' });
    expect(await note.isVisible()).toBe(true);
    expect(await note.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact/');
    expect(await page.getByRole('button', { name: /deposit/ }).isDisabled()).toBe(true);
    await fewer.click();
    expect(await note.count()).toBe(0);
    expect(await page.getByRole('button', { name: /deposit/ }).isEnabled()).toBe(true);
  });

  it('starts at one with minus disabled in German, on a phone', async () => {
    const page = await openBooking(`/de${DOLOMITES}`, PHONE);
    const fewer = page.getByRole('button', { name: 'Eine Person weniger' });
    const more = page.getByRole('button', { name: 'Eine Person mehr' });
    expect(await fewer.isDisabled()).toBe(true);
    await more.click();
    expect(await fewer.isEnabled()).toBe(true);
    // 1690 € × 2 = 3380 €, deposit 30%
    expect(await total(page)).toBe('3.380 €');
    expect(await page.getByRole('button', { name: 'Anzahlung von 1.014 € bezahlen' }).isEnabled()).toBe(true);
    await fewer.click();
    expect(await fewer.isDisabled()).toBe(true);
    expect(await total(page)).toBe('1.690 €');
  });
});

describe('currency', () => {
  it('changes every price on the page at once', async () => {
    const page = await openBooking(DOLOMITES);
    await hydrated(page, 'VersionPicker');
    const main = page.locator('main');
    expect(await textOf(main)).toContain('£');
    await page.getByRole('button', { name: /Currency/ }).click();
    await page.getByRole('button', { name: 'CHF Fr.' }).click();
    await expect.poll(() => total(page)).toBe('CHF 1,690');
    const text = await textOf(main);
    expect(text).not.toMatch(/£|€|\$/);
    // The hero's "from" price, the version cards, an optional step and the deposit.
    expect(await page.getByRole('link', { name: /from CHF 1,290 per person/ }).isVisible()).toBe(true);
    expect(text).toContain('CHF 2,390 per person');
    expect(text).toContain('+CHF 120 per person');
    expect(await page.getByRole('button', { name: 'Pay the CHF 507 deposit' }).isVisible()).toBe(true);
  });

  it('changes every price on the page at once in German, on a phone', async () => {
    const page = await openBooking(`/de${DOLOMITES}`, PHONE);
    await hydrated(page, 'VersionPicker');
    const main = page.locator('main');
    expect(await textOf(main)).toContain('€');
    // On a phone the currency menu is behind the hamburger.
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: /Währung/ }).click();
    await page.getByRole('button', { name: 'CHF Fr.' }).click();
    await expect.poll(() => total(page)).toBe('1.690 CHF');
    const text = await textOf(main);
    expect(text).not.toMatch(/£|€|\$/);
    expect(await page.getByRole('link', { name: /ab 1.290 CHF pro Person/ }).isVisible()).toBe(true);
    expect(text).toContain('2.390 CHF pro Person');
    expect(text).toContain('+120 CHF pro Person');
    expect(await page.getByRole('button', { name: 'Anzahlung von 507 CHF bezahlen' }).isVisible()).toBe(true);
  });

  it('follows a currency remembered from an earlier visit, in German', async () => {
    const page = await openBooking(`/de${DOLOMITES}`, { cookies: [{ name: 'currency', value: 'USD', path: '/' }] });
    await expect.poll(() => total(page)).toBe('1.859 $');
    expect(await page.getByRole('link', { name: /ab 1.419 \$ pro Person/ }).isVisible()).toBe(true);
  });
});

describe('coming back', () => {
  async function chooseShortEscapeForThree(page: Page) {
    await hydrated(page, 'VersionPicker');
    await page.getByRole('button', { name: 'Select Short Escape' }).click();
    await page.getByRole('checkbox', { name: /Tre Cime di Lavaredo/ }).check();
    await page.getByRole('button', { name: 'One traveller more' }).click();
    await page.getByRole('button', { name: 'One traveller more' }).click();
    // 1290 € × 0.85 = 1096.5 → £1,097 and 80 € × 0.85 = £68 per traveller: £1,165 × 3 = £3,495
    expect(await total(page)).toBe('£3,495');
  }

  async function expectShortEscapeForThree(page: Page) {
    await Promise.all([hydrated(page, 'BookingWidget'), hydrated(page, 'VersionPicker'), hydrated(page, 'Itinerary')]);
    await expect.poll(() => total(page)).toBe('£3,495');
    expect(await page.getByRole('button', { name: 'Selected Short Escape' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('checkbox', { name: /Tre Cime di Lavaredo/ }).isChecked()).toBe(true);
    expect(await page.locator('.quantity-value').innerText()).toBe('3');
    expect(await page.getByRole('region', { name: 'Trip facts' }).getByText('5 days').isVisible()).toBe(true);
  }

  it('keeps the selection after leaving the page and coming back with the back button', async () => {
    const page = await openBooking(DOLOMITES);
    await chooseShortEscapeForThree(page);
    await page.goto(new URL('/privacy-policy/', page.url()).href);
    await page.goBack();
    await expectShortEscapeForThree(page);
  });

  it('keeps it when the browser reloads the page instead of restoring it', async () => {
    const page = await openBooking(DOLOMITES, PHONE);
    await chooseShortEscapeForThree(page);
    await page.reload();
    await expectShortEscapeForThree(page);
  });
});

describe('map', () => {
  it('loads its script only near the viewport; the page works before it', async () => {
    const page = await openBooking(DOLOMITES);
    await page.waitForLoadState('networkidle');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect((await scripts()).some((name) => /LeafletMap|leaflet/i.test(name))).toBe(false);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.getByRole('checkbox', { name: /Via ferrata Averau/ }).check();
    expect(await total(page)).toBe('£1,539');

    await page.getByRole('region', { name: 'Map of the route' }).scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor();
    expect((await scripts()).some((name) => /LeafletMap/.test(name))).toBe(true);
    // The Classic version's eight steps, numbered in order.
    const markers = page.locator('.step-marker');
    await expect.poll(() => markers.count()).toBe(8);
    expect(await markers.locator('[aria-hidden="true"]').allInnerTexts()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(await page.getByRole('button', { name: "1. Cortina d'Ampezzo" }).count()).toBe(1);
  });

  it('highlights a step from its marker or its row, and ignores the scroll wheel', async () => {
    const page = await openBooking(DOLOMITES);
    await page.getByRole('region', { name: 'Map of the route' }).scrollIntoViewIfNeeded();
    const marker = page.getByRole('button', { name: '2. Lago di Braies & Rifugio Biella' });
    await marker.waitFor();
    await marker.click();
    expect(await page.getByRole('button', { name: /Step 2: Lago di Braies/ }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: /Step 8: Rifugio Città di Fiume/ }).click();
    await expect.poll(() => page.locator('.step-marker.is-highlighted [aria-hidden="true"]').innerText()).toBe('8');
    expect(await page.getByRole('button', { name: /Step 2: Lago di Braies/ }).getAttribute('aria-pressed')).toBe('false');

    await page.waitForTimeout(400);
    const before = await marker.boundingBox();
    const map = (await page.locator('.leaflet-container').boundingBox())!;
    await page.mouse.move(map.x + map.width / 2, map.y + map.height / 2);
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(500);
    const after = await marker.boundingBox();
    expect(after!.x).toBeCloseTo(before!.x, 0);
    expect(after!.width).toBeCloseTo(before!.width, 0);
  });
});

describe('gallery and package modal', () => {
  it('repeats the photos past 16 and opens a slider that wraps around, closed by Escape', async () => {
    const page = await browser.open(DOLOMITES);
    const photos = page.locator('.gallery-item');
    expect(await photos.count()).toBeGreaterThan(16);
    expect(await page.getByRole('button', { name: /^Open photo \d of 6$/ }).count()).toBe(6);
    const opener = page.getByRole('button', { name: 'Open photo 1 of 6' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Photos of Dolomites Hut-to-Hut: Alta Via 1' });
    await dialog.waitFor();
    expect(await dialog.getByText('Photo 1 of 6').isVisible()).toBe(true);
    expect(await dialog.locator('[data-slider-track]').evaluate((track) => getComputedStyle(track).transitionDuration)).toBe('0.3s');

    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    expect(await dialog.getByText('Photo 6 of 6').isVisible()).toBe(true);
    expect(await dialog.getByRole('img', { name: 'Dolomites Hut-to-Hut: Alta Via 1, photo 6 of 6' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    expect(await dialog.getByText('Photo 1 of 6').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByText('Photo 2 of 6').isVisible()).toBe(true);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('opens in German on a phone from a repeated photo at its own position', async () => {
    const page = await browser.open(`/de${DOLOMITES}`, PHONE);
    await page.locator('.gallery-item').nth(8).click();
    const dialog = page.getByRole('dialog', { name: /Fotos: Dolomites/ });
    await dialog.waitFor();
    expect(await dialog.getByText('Foto 3 von 6').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

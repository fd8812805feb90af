import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { siteUrl } from '../support/context.ts';
import { TEST_PIXEL_ID, fakeMetaPixel } from '../support/meta-pixel.ts';

const browser = useBrowser();

/** The consent cookie of a visitor who allowed preferences (and nothing else). */
const PREFERENCES_ALLOWED = {
  name: 'cookie_consent',
  value: encodeURIComponent(JSON.stringify({ necessary: true, preferences: true, analytics: false, advertising: false })),
  path: '/',
};

describe('language', () => {
  it('menu leads to the same page in another language, remembered for later visits with consent to preferences', async () => {
    const page = await browser.open('/packages/', { firstVisit: true, cookies: [PREFERENCES_ALLOWED] });
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de\/packages\/$/);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await page.goto(page.url().replace('/de/packages/', '/about/'));
    await page.waitForURL(/\/de\/about\/$/);
  });

  it('with Essential Only, the chosen language holds for this visit through its links, and is not stored', async () => {
    const page = await browser.open('/packages/', PHONE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de\/packages\/$/);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'Über uns' }).click();
    await page.waitForURL(/\/de\/about\/$/);
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({});

    await page.goto(page.url().replace('/de/about/', '/about/'));
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/about/');
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
  });

  it('with Essential Only and a German browser, English chosen in the menu holds through the site, and the next visit follows the browser again', async () => {
    const page = await browser.open('/contact/', { locale: 'de-DE' });
    await page.waitForURL(/\/de\/contact\/$/);
    await page.getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/contact\/$/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about\/$/);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/about/');

    await page.goto(siteUrl('/packages/'));
    await page.waitForURL(/\/de\/packages\/$/);
  });

  it('forgets a remembered language when preferences are switched off in the cookie settings, German then French', async () => {
    const page = await browser.open('/de/', { firstVisit: true, cookies: [PREFERENCES_ALLOWED] });
    await page.getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(/\/fr\/$/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');

    await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
    await dialog.waitFor();
    expect(await dialog.getByText('Mémorisent la langue que vous choisissez pour vos prochaines visites et affichent le fond de nos cartes, fourni par le service de cartographie. Sans eux, votre choix de langue ne vaut que pour cette visite.').isVisible()).toBe(true);
    await dialog.getByRole('switch', { name: /Préférences/ }).uncheck();
    await dialog.getByRole('button', { name: /Enregistrer/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
    await page.goto(page.url().replace('/fr/', '/contact/'));
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/contact/');
  });

  it('follows ?lng= and ignores values that are not a language', async () => {
    const page = await browser.open('/blog/?lng=it');
    await page.waitForURL(/\/it\/blog\/$/);
    await page.goto(page.url().replace('/it/blog/', '/it/blog/?lng=%3Cscript%3Ealert(1)%3C/script%3E'));
    expect(new URL(page.url()).pathname).toBe('/it/blog/');
    expect(await page.getAttribute('html', 'data-lang')).toBe('it');
  });

  it('follows the browser on a first visit, but never leaves a language page', async () => {
    const german = await browser.open('/contact/', { locale: 'de-DE' });
    await german.waitForURL(/\/de\/contact\/$/);
    const italianLink = await browser.open('/it/about/', { locale: 'de-DE' });
    expect(new URL(italianLink.url()).pathname).toBe('/it/about/');
    const unsupported = await browser.open('/about/', { locale: 'ja-JP' });
    expect(new URL(unsupported.url()).pathname).toBe('/about/');
  });
});

describe('not found, for a visitor who chose another language', () => {
  it.each([
    { choice: 'Français', device: DESKTOP, chosenPath: '/fr/', ownNotFound: 'Page introuvable' },
    { choice: 'Deutsch', device: PHONE, chosenPath: '/de/', ownNotFound: 'Seite nicht gefunden' },
  ])('answers an unknown page and an unknown post with their not-found message and 404, never the home of $choice', async ({ choice, device, chosenPath, ownNotFound }) => {
    const page = await browser.open('/', { ...device, firstVisit: true, cookies: [PREFERENCES_ALLOWED] });
    if (device === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: choice }).click();
    await page.waitForURL((url) => url.pathname === chosenPath);

    const stays = async (path: string, heading: string) => {
      const response = await page.goto(siteUrl(path));
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      expect(response?.status(), path).toBe(404);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    };
    await stays('/nope', 'Page not Found');
    await stays('/blog/no-such-post/', 'Blog post not found');
    await stays(`${chosenPath}nope`, ownNotFound);
    // The language is still remembered where a page exists.
    await page.goto(siteUrl('/about/'));
    await page.waitForURL((url) => url.pathname === `${chosenPath}about/`);
  });
});

describe('currency', () => {
  it('defaults by language and changes every price at once, remembered for 90 days', async () => {
    const page = await browser.open('/');
    expect(await page.getAttribute('html', 'data-currency')).toBe('GBP');
    await page.getByRole('button', { name: /Currency/ }).click();
    await page.getByRole('button', { name: 'CHF Fr.' }).click();
    expect(await page.getAttribute('html', 'data-currency')).toBe('CHF');
    await expect.poll(() => page.getByRole('button', { name: /Currency/ }).getAttribute('aria-expanded')).toBe('false');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'currency')!;
    expect(cookie.value).toBe('CHF');
    expect(cookie.path).toBe('/');
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(89 * 86_400);
    await page.goto(page.url().replace(/\/$/, '/de/'));
    expect(await page.getAttribute('html', 'data-currency')).toBe('CHF');
  });

  it('uses EUR for German and ignores a tampered cookie', async () => {
    const page = await browser.open('/de/', { cookies: [{ name: 'currency', value: 'XYZ', path: '/' }] });
    expect(await page.getAttribute('html', 'data-currency')).toBe('EUR');
  });

  it('opening one menu closes the other', async () => {
    const page = await browser.open('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: /Currency/ }).click();
    expect(await page.getByRole('button', { name: /Language/ }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: /Currency/ }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: /Currency/ }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('navigation bar', () => {
  it('collapses behind a hamburger on a phone', async () => {
    const page = await browser.open('/de/', PHONE);
    const packages = page.getByRole('link', { name: 'Reisen', exact: true }).first();
    expect(await packages.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    expect(await packages.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Menü schließen' }).click();
    expect(await packages.isVisible()).toBe(false);
  });

  it('darkens once scrolled past the viewport height minus 128', async () => {
    const page = await browser.open('/privacy-policy/');
    const header = page.locator('[data-site-header]');
    expect(await header.getAttribute('data-scrolled')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight - 100));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('');
  });
});

const storedChoice = async (page: Page) => {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cookie_consent')!;
  return { value: JSON.parse(decodeURIComponent(cookie.value)) as unknown, daysLeft: (cookie.expires - Date.now() / 1000) / 86_400 };
};

describe('cookie consent', () => {
  it('remembers Accept All for every category, in German on a phone', async () => {
    const page = await browser.open('/de/', { ...PHONE, firstVisit: true });
    const banner = page.getByRole('region', { name: 'Deine Privatsphäre ist uns wichtig' });
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await banner.waitFor({ state: 'hidden' });
    const { value, daysLeft } = await storedChoice(page);
    expect(value).toEqual({ necessary: true, preferences: true, analytics: true, advertising: true });
    expect(daysLeft).toBeGreaterThan(364);
    await page.reload();
    await page.waitForTimeout(300);
    expect(await banner.isVisible()).toBe(false);
  });

  it('shows the banner on a first visit and remembers Essential Only', async () => {
    const page = await browser.open('/', { firstVisit: true });
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.waitFor();
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await banner.waitFor({ state: 'detached' });
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'cookie_consent')!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toEqual({ necessary: true, preferences: false, analytics: false, advertising: false });
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await page.reload();
    await page.waitForTimeout(300);
    expect(await banner.count()).toBe(0);
  });

  it('customizes per category, necessary fixed on, and reopens from the footer', async () => {
    const page = await browser.open('/it/', { firstVisit: true });
    await page.getByRole('button', { name: 'Personalizza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Impostazioni cookie' });
    expect(await dialog.getByRole('switch', { name: /Necessari/ }).isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: /Statistiche/ }).check();
    await dialog.getByRole('button', { name: 'Salva impostazioni' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const stored = (await page.context().cookies()).find((candidate) => candidate.name === 'cookie_consent')!;
    expect(JSON.parse(decodeURIComponent(stored.value))).toMatchObject({ analytics: true, advertising: false, preferences: false });

    await page.reload();
    await page.getByRole('button', { name: 'Impostazioni cookie' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: /Statistiche/ }).isChecked()).toBe(true);
  });

  it('shows the banner again when the stored value cannot be read', async () => {
    const page = await browser.open('/', { firstVisit: true, cookies: [{ name: 'cookie_consent', value: 'garbage', path: '/' }] });
    await page.getByRole('region', { name: 'We value your privacy' }).waitFor();
  });

  it('loads no React for a visitor who has chosen, on a page without islands', async () => {
    const page = await browser.open('/terms-of-service/');
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    // React arrives as its react and react-dom chunks (Astro's public settings are a chunk named "client").
    expect(scripts.filter((name) => /\/react(-dom)?\.[\w-]+\.js$/.test(name))).toEqual([]);
  });
});

describe('Meta pixel', () => {
  /** A first visit, with Meta's script served by the test and its requests recorded. */
  async function firstVisit(path: string) {
    const page = await browser.open('about:blank', { firstVisit: true });
    const pixel = await fakeMetaPixel(page);
    await page.goto(siteUrl(path));
    return { page, pixel };
  }

  it('is never requested after Essential Only', async () => {
    const { page, pixel } = await firstVisit('/');
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(pixel.requests).toEqual([]);
    expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  });

  it('loads with consent granted after Accept All, and is revoked when advertising is switched off', async () => {
    const { page, pixel } = await firstVisit('/about/');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => pixel.calls()).toEqual([['consent', 'grant'], ['init', TEST_PIXEL_ID], ['track', 'PageView']]);
    expect(pixel.requests).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('switch', { name: /Advertising/ }).uncheck();
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(async () => (await pixel.calls()).at(-1)).toEqual(['consent', 'revoke']);
    expect((await storedChoice(page)).value).toMatchObject({ analytics: true, advertising: false });
  });
});

describe('reveal on scroll', () => {
  const lastCard = (page: Page) => page.locator('[data-package-list] > li.reveal').last();
  /** Scrolls so that `fraction` of the element shows at the bottom of the viewport. */
  const showFraction = (page: Page, fraction: number) =>
    lastCard(page).evaluate((element, part) => {
      const box = element.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + box.top - window.innerHeight + box.height * part);
    }, fraction);
  const look = (page: Page) =>
    lastCard(page).evaluate((element) => ({
      revealed: element.classList.contains('is-visible'),
      opacity: getComputedStyle(element).opacity,
      transform: getComputedStyle(element).transform,
    }));

  it.each([
    { lang: 'en', path: '/packages/', device: {} },
    { lang: 'de', path: '/de/packages/', device: PHONE },
  ])('fades a card in once, when 10% of it is visible ($lang)', async ({ path, device }) => {
    const page = await browser.open(path, device);
    expect(await look(page)).toMatchObject({ revealed: false, opacity: '0' });
    await showFraction(page, 0.05);
    await page.waitForTimeout(400);
    expect(await look(page)).toMatchObject({ revealed: false, opacity: '0' });

    await showFraction(page, 0.15);
    await expect.poll(() => look(page)).toEqual({ revealed: true, opacity: '1', transform: 'none' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    expect(await look(page)).toEqual({ revealed: true, opacity: '1', transform: 'none' });
  });

  it('shows everything at once, without moving, to a visitor who prefers reduced motion', async () => {
    const page = await browser.open('/packages/', { reducedMotion: 'reduce' });
    expect(await look(page)).toMatchObject({ opacity: '1', transform: 'none' });
    expect(await lastCard(page).evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  });
});

describe('footer', () => {
  it.each([
    { lang: 'en', path: '/contact/', device: {}, social: 'Follow us', privacy: 'Privacy policy', privacyPath: '/privacy-policy/' },
    { lang: 'de', path: '/de/contact/', device: PHONE, social: 'Folge uns', privacy: 'Datenschutz', privacyPath: '/de/privacy-policy/' },
  ])('links the five social pages, the privacy policy and says © 2024 to this year ($lang)', async ({ path, device, social, privacy, privacyPath }) => {
    const page = await browser.open(path, device);
    const footer = page.getByRole('contentinfo');
    const links = footer.getByRole('navigation', { name: social }).getByRole('link');
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('aria-label'), new URL((anchor as HTMLAnchorElement).href).hostname]))).toEqual([
      ['Facebook', 'www.facebook.com'],
      ['Instagram', 'www.instagram.com'],
      ['LinkedIn', 'www.linkedin.com'],
      ['YouTube', 'www.youtube.com'],
      ['TikTok', 'www.tiktok.com'],
    ]);
    await footer.scrollIntoViewIfNeeded();
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    expect(await footer.getByText(`© 2024–${new Date().getFullYear()} Altura Adventures.`).isVisible()).toBe(true);
    const privacyLink = footer.getByRole('link', { name: privacy, exact: true });
    expect(await privacyLink.getAttribute('href')).toBe(privacyPath);
    await privacyLink.click();
    await page.waitForURL(new RegExp(`${privacyPath}$`));
  });
});

describe('who the operator is', () => {
  it.each([
    { path: '/', device: DESKTOP, registration: 'Company registration: REA BO-549812 · VAT IT03857210372', protection: 'Your payments are protected against our insolvency by Fondo Vacanze Felici (n° 2186).' },
    { path: '/de/', device: PHONE, registration: 'Handelsregister: REA BO-549812 · VAT IT03857210372', protection: 'Deine Zahlungen sind durch Fondo Vacanze Felici (n° 2186) gegen unsere Insolvenz abgesichert.' },
    { path: '/fr/', device: { viewport: { width: 800, height: 800 } }, registration: 'Immatriculation : REA BO-549812 · VAT IT03857210372', protection: 'Vos paiements sont protégés contre notre insolvabilité par Fondo Vacanze Felici (n° 2186).' },
  ])('the footer of $path names its legal name, address, registration and financial protection', async ({ path, device, registration, protection }) => {
    const page = await browser.open(path, device);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    for (const text of ['Altura Adventures S.r.l. · Via del Pratello 21, 40122 Bologna, Italy', registration, protection]) {
      expect(await footer.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
  });

  it('the terms say who organises the trip and who protects the payments', async () => {
    const page = await browser.open('/de/terms-of-service/', PHONE);
    const terms = page.locator('main');
    expect(await terms.getByText('Your trip is organised by Altura Adventures S.r.l., Via del Pratello 21, 40122 Bologna, Italy. Company registration: REA BO-549812 · VAT IT03857210372.').isVisible()).toBe(true);
    expect(await terms.getByRole('heading', { name: 'Financial protection' }).isVisible()).toBe(true);
    expect(await terms.getByText(/^Your payments are protected against our insolvency by Fondo Vacanze Felici \(n° 2186\)/).isVisible()).toBe(true);
  });
});

describe('terms of service', () => {
  it.each([
    { lang: 'en', path: '/terms-of-service/', device: {} },
    { lang: 'de', path: '/de/terms-of-service/', device: PHONE },
  ])('state the 30% deposit, the balance 6 weeks before the start and free cancellation until then ($lang)', async ({ path, device }) => {
    const page = await browser.open(path, device);
    const terms = page.locator('main');
    expect(await terms.getByText(/you pay a deposit of 30% of the trip price/).isVisible()).toBe(true);
    expect(await terms.getByText(/The remaining balance is charged to the same card 6 weeks before the start of the trip/).isVisible()).toBe(true);
    expect(await terms.getByText(/You can cancel free of charge until 6 weeks before the start of the trip/).isVisible()).toBe(true);
    expect(await terms.getByText(/payment in full/i).count()).toBe(0);
  });
});

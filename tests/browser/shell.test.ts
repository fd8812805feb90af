import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';

const browser = useBrowser();

describe('language', () => {
  it('menu leads to the same page in another language and is remembered', async () => {
    const page = await browser.open('/packages/');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(/\/de\/packages\/$/);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await page.goto(page.url().replace('/de/packages/', '/about/'));
    await page.waitForURL(/\/de\/about\/$/);
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

describe('cookie consent', () => {
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
    expect(scripts.some((name) => /react|client\./i.test(name))).toBe(false);
  });
});

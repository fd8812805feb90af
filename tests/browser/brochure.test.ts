import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { rowsMentioning, storageFaultFor, uniqueEmail } from '../support/visitor-requests.ts';

const browser = useBrowser();

const PACKAGE = '/packages/dolomites-hut-to-hut-alta-via-1/';
const PACKAGE_NAME = 'Dolomites Hut-to-Hut: Alta Via 1';
const IPHONE = {
  ...PHONE,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
};

const TEXTS = {
  en: {
    path: PACKAGE,
    open: 'Download the brochure',
    email: 'Your email address',
    download: 'Download',
    invalid: 'Invalid email address.',
    issue: 'There was an issue downloading the brochure. Please try again.',
    brochure: /altura-alta-via-1-brochure-en\.pdf$/,
  },
  it: {
    path: `/it${PACKAGE}`,
    open: 'Scarica la brochure',
    email: 'Il tuo indirizzo email',
    download: 'Scarica',
    invalid: 'Indirizzo email non valido.',
    issue: 'Si è verificato un problema durante il download della brochure. Riprova.',
    brochure: /altura-alta-via-1-brochure-it\.pdf$/,
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** The brochure box, scrolled to as a visitor would: its island hydrates when it comes into view. */
async function box(page: Page, t: Texts) {
  const section = page.locator('#brochure');
  await section.scrollIntoViewIfNeeded();
  return {
    open: section.getByRole('button', { name: t.open }),
    email: section.getByRole('textbox', { name: t.email }),
    download: section.getByRole('button', { name: t.download, exact: true }),
    says: async (text: string) => {
      await section.getByRole('status').filter({ hasText: text }).waitFor();
      return section.getByRole('status').textContent();
    },
  };
}

describe('brochure request on the package page', () => {
  it('enables the download only for a plausible address, then opens the brochure in a new tab and resets', async () => {
    const t = TEXTS.en;
    const page = await browser.open(t.path);
    const b = await box(page, t);
    await b.open.click();
    expect(await b.email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await b.download.isDisabled()).toBe(true);
    await b.email.fill('anna@example');
    expect(await b.download.isDisabled()).toBe(true);
    await b.email.press('Enter');
    expect(await b.says(t.invalid)).toBe(t.invalid);

    const email = uniqueEmail('brochure-page');
    await b.email.fill(email);
    expect(await b.download.isEnabled()).toBe(true);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), b.download.click()]);
    await expect.poll(() => tab.url(), { timeout: 10_000 }).toMatch(t.brochure);

    await b.open.waitFor();
    expect(await b.email.count()).toBe(0);
    const rows = await rowsMentioning('brochureRequests', email);
    expect(rows.map((row) => row.fields)).toEqual([expect.objectContaining({ email, packageName: PACKAGE_NAME, language: 'en' })]);
  });

  it('opens the Italian brochure in the same window on an iPhone', async () => {
    const t = TEXTS.it;
    const page = await browser.open(t.path, IPHONE);
    const b = await box(page, t);
    await b.open.click();
    const email = uniqueEmail('brochure-page-ios');
    await b.email.fill(email);
    const [request] = await Promise.all([page.waitForRequest(t.brochure), b.download.click()]);
    expect(request.frame()).toBe(page.mainFrame());
    expect(page.context().pages()).toHaveLength(1);
    const rows = await rowsMentioning('brochureRequests', email);
    expect(rows.map((row) => row.fields.language)).toEqual(['it']);
  });

  it.each([
    ['English', TEXTS.en, {}],
    ['Italian', TEXTS.it, PHONE],
  ] as const)('keeps the address and explains in %s when the request fails', async (_, t, device) => {
    const page = await browser.open(t.path, device);
    const b = await box(page, t);
    const email = uniqueEmail('brochure-page-down');
    await storageFaultFor('brochureRequests', email);
    await b.open.click();
    await b.email.fill(email);
    await b.download.click();
    expect(await b.says(t.issue)).toBe(t.issue);
    expect(await b.email.inputValue()).toBe(email);
    expect(page.context().pages()).toHaveLength(1);
    expect(await rowsMentioning('brochureRequests', email)).toEqual([]);
  });
});

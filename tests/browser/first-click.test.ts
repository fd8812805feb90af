import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { rowsMentioning, uniqueEmail } from '../support/visitor-requests.ts';

/**
 * The visitor forms load React only when first used (`client:interaction`). Their first press
 * must still count: on an untouched form, and on one filled in while React was still on its way.
 */
const browser = useBrowser();

const FORMS = {
  contact: {
    en: { path: '/contact/', submit: 'Send message', missing: 'Please make sure to fill out all fields above!', sent: 'Your message has been sent!' },
    de: { path: '/de/contact/', submit: 'Nachricht senden', missing: 'Bitte fülle alle Felder oben aus!', sent: 'Deine Nachricht wurde gesendet!' },
  },
  deletion: {
    en: { path: '/delete-account/', submit: 'Submit Deletion Request', missing: 'Please complete all required fields (name and email).', sent: 'Request received' },
    de: { path: '/de/delete-account/', submit: 'Löschantrag absenden', missing: 'Bitte fülle alle Pflichtfelder aus (Name und E-Mail).', sent: 'Antrag erhalten' },
  },
} as const;

const FIELDS = {
  contact: { table: 'contactMessages', labels: { en: ['Name', 'Email', 'Message'], de: ['Name', 'E-Mail', 'Nachricht'] } },
  deletion: { table: 'deletionRequests', labels: { en: ['Full name', 'Email address'], de: ['Vollständiger Name', 'E-Mail-Adresse'] } },
} as const;

/** The form's island has not hydrated yet: Astro drops `ssr` once it has. */
const untouched = (page: Page) => page.locator('astro-island[client="interaction"][ssr]').count();

/**
 * Holds back every script the page asks for from now on, as a slow network would: the island's
 * code arrives only when `release` is called.
 */
async function slowScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const sizes = [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const;

describe.each(['contact', 'deletion'] as const)('the %s form', (form) => {
  describe.each(['en', 'de'] as const)('in %s', (lang) => {
    const t = FORMS[form][lang];
    const labels = FIELDS[form].labels[lang];

    it.each(sizes)('on %s, shows what is missing at the first click on an untouched form', async (_, device) => {
      const page = await browser.open(t.path, device);
      expect(await untouched(page)).toBe(1);
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByRole('status').filter({ hasText: t.missing }).waitFor();
      expect(await page.getByRole('textbox', { name: labels[0], exact: true }).getAttribute('aria-invalid')).toBe('true');
    });

    it.each(sizes)('on %s, sends a form filled in while React was loading, once, at the first click', async (_, device) => {
      const page = await browser.open(t.path, device);
      const release = await slowScripts(page);
      const email = uniqueEmail(`first-click-${form}-${lang}`);
      const values = [`Erika ${lang}`, email, 'Is the Alta Via 1 open in June?'];
      for (const [index, label] of labels.entries()) await page.getByRole('textbox', { name: label, exact: true }).fill(values[index]!);
      const submit = page.getByRole('button', { name: t.submit });
      await submit.click();
      // A second, impatient press while nothing seems to happen.
      await submit.click();
      expect(await untouched(page)).toBe(1);
      expect(await rowsMentioning(FIELDS[form].table, email)).toEqual([]);

      release();
      await page.getByRole('status').filter({ hasText: t.sent }).waitFor();
      const rows = await rowsMentioning(FIELDS[form].table, email);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.fields).toMatchObject({ name: values[0], email, language: lang });
      for (const [index, label] of labels.entries()) expect(await page.getByRole('textbox', { name: label, exact: true }).inputValue()).toBe(values[index]);
    });
  });
});

describe('the brochure box', () => {
  it.each([
    ['English on a phone', '/packages/dolomites-hut-to-hut-alta-via-1/', 'Download the brochure', 'Your email address', PHONE],
    ['German on a desktop', '/de/packages/dolomites-hut-to-hut-alta-via-1/', 'Broschüre herunterladen', 'Deine E-Mail-Adresse', DESKTOP],
  ] as const)('in %s opens at the first press, made before React had loaded', async (_, path, open, email, device) => {
    const page = await browser.open(path, device);
    const section = page.locator('#brochure');
    await section.scrollIntoViewIfNeeded();
    const release = await slowScripts(page);
    await section.getByRole('button', { name: open }).click();
    expect(await section.getByRole('textbox', { name: email }).count()).toBe(0);
    release();
    const input = section.getByRole('textbox', { name: email });
    await input.waitFor();
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

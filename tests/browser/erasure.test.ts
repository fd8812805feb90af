import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { airtable, siteUrl } from '../support/context.ts';
import { accessibilityViolations } from '../support/page-checks.ts';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { emailsMentioning, rowsMentioning, uniqueEmail } from '../support/visitor-requests.ts';

/**
 * A visitor asks for their data to be deleted, opens the link emailed to them, presses the button
 * and reads the outcome, as a person would.
 */
const browser = useBrowser();

const TEXTS = {
  en: {
    path: '/delete-account/',
    name: 'Full name',
    email: 'Email address',
    submit: 'Submit Deletion Request',
    sent: (email: string) => `Request received We have sent a link to ${email}. Open it within 7 days and press “Delete my data” to confirm: nothing is deleted until then.`,
    button: 'Delete my data',
    completed: 'Your data has been deleted',
    waiting: 'Almost done: a balance is still to be collected',
    invalid: 'This link does not work',
    expired: 'This link has expired',
    again: 'Ask for the deletion of your data',
  },
  de: {
    path: '/de/delete-account/',
    name: 'Vollständiger Name',
    email: 'E-Mail-Adresse',
    submit: 'Löschantrag absenden',
    sent: (email: string) => `Antrag erhalten Wir haben einen Link an ${email} gesendet. Öffne ihn innerhalb von 7 Tagen und drücke „Meine Daten löschen“, um zu bestätigen: Bis dahin wird nichts gelöscht.`,
    button: 'Meine Daten löschen',
    completed: 'Deine Daten sind gelöscht',
    waiting: 'Fast fertig: Eine Restzahlung ist noch offen',
    invalid: 'Dieser Link funktioniert nicht',
    expired: 'Dieser Link ist abgelaufen',
    again: 'Löschung deiner Daten beantragen',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** Sends the deletion form, and answers the path of the link emailed to the address. */
async function askForDeletion(page: Page, lang: Lang, email: string): Promise<string> {
  const t = TEXTS[lang];
  await page.getByRole('textbox', { name: t.name, exact: true }).fill('Erika Muster');
  await page.getByRole('textbox', { name: t.email, exact: true }).fill(email);
  await page.getByRole('button', { name: t.submit }).click();
  const status = page.getByRole('status').filter({ hasText: email });
  await status.waitFor();
  expect((await status.textContent())?.replace(/\s+/g, ' ').trim()).toBe(t.sent(email));
  const [link] = await emailsMentioning(email);
  const url = /https?:\/\/\S+\/delete-account\/confirm\/\?token=[A-Za-z0-9_-]+/.exec(link!.TextBody ?? '')![0];
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

const requestStatus = async (email: string) => (await rowsMentioning('deletionRequests', email))[0]?.fields.status;

describe.each([
  ['English on a phone', 'en', PHONE],
  ['English on a desktop', 'en', DESKTOP],
  ['German on a phone', 'de', PHONE],
  ['German on a desktop', 'de', DESKTOP],
] as const)('erasing one’s data in %s', (_, lang, device) => {
  const t = TEXTS[lang];

  it('takes the emailed link and one press of the button; opening the link alone erases nothing', async () => {
    const email = uniqueEmail(`erasure-page-${lang}`);
    await airtable.add('contactMessages', [{ fields: { name: 'Erika Muster', email, message: 'Hallo', language: lang } }]);
    const page = await browser.open(t.path, device);
    const link = await askForDeletion(page, lang, email);
    expect(link.startsWith(lang === 'en' ? '/delete-account/confirm/' : '/de/delete-account/confirm/')).toBe(true);

    await page.goto(siteUrl(link));
    const button = page.getByRole('button', { name: t.button });
    await button.waitFor();
    // The token leaves the address bar at once: no history entry, bookmark or later script holds it.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await requestStatus(email)).toBe('received');
    expect(await rowsMentioning('contactMessages', email)).toHaveLength(1);

    await button.click();
    const heading = page.getByRole('heading', { name: t.completed });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await button.isVisible()).toBe(false);
    expect(await requestStatus(email)).toBe('completed');
    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
  });
});

describe('the confirmation page', () => {
  it('says a balance is still to be collected, and keeps that booking', async () => {
    const email = uniqueEmail('erasure-page-waiting');
    const [held] = await airtable.add('bookings', [
      { fields: { checkoutSessionId: `cs_test_page_${Date.now()}`, customerEmail: email, status: 'deposit paid', balanceStatus: 'scheduled', language: 'de' } },
    ]);
    const page = await browser.open(TEXTS.de.path, PHONE);
    await page.goto(siteUrl(await askForDeletion(page, 'de', email)));
    await page.getByRole('button', { name: TEXTS.de.button }).click();
    await page.getByRole('heading', { name: TEXTS.de.waiting }).waitFor();
    expect(await requestStatus(email)).toBe('waiting');
    expect((await airtable.records('bookings')).find((row) => row.id === held!.id)?.fields.customerEmail).toBe(email);
  });

  it('says a used link does not work, and offers to ask again', async () => {
    const email = uniqueEmail('erasure-page-used');
    const page = await browser.open(TEXTS.en.path);
    const link = await askForDeletion(page, 'en', email);
    await page.goto(siteUrl(link));
    await page.getByRole('button', { name: TEXTS.en.button }).click();
    await page.getByRole('heading', { name: TEXTS.en.completed }).waitFor();

    const again = await browser.open(link, PHONE);
    await again.getByRole('button', { name: TEXTS.en.button }).click();
    await again.getByRole('heading', { name: TEXTS.en.invalid }).waitFor();
    expect(await again.getByRole('link', { name: TEXTS.en.again }).getAttribute('href')).toBe('/delete-account/');
    expect(await accessibilityViolations(again)).toEqual([]);
  });

  it('says an expired link has expired, and links to the German form', async () => {
    const email = uniqueEmail('erasure-page-expired');
    const page = await browser.open(TEXTS.de.path);
    const link = await askForDeletion(page, 'de', email);
    const [row] = await rowsMentioning('deletionRequests', email);
    await fetch(`${airtable.url()}/v0/${inject('airtableBaseId')}/deletionRequests/${row!.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${inject('airtableToken')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString() } }),
    });
    await page.goto(siteUrl(link));
    await page.getByRole('button', { name: TEXTS.de.button }).click();
    await page.getByRole('heading', { name: TEXTS.de.expired }).waitFor();
    expect(await page.getByRole('link', { name: TEXTS.de.again }).getAttribute('href')).toBe('/de/delete-account/');
    expect(await requestStatus(email)).toBe('received');
  });

  it('says at once that a link without its token does not work, and meets WCAG AA', async () => {
    const page = await browser.open('/delete-account/confirm/');
    await page.getByRole('heading', { name: TEXTS.en.invalid }).waitFor();
    expect(await page.getByRole('button', { name: TEXTS.en.button }).isVisible()).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('is kept out of search engines', async () => {
    const html = await (await fetch(siteUrl('/de/delete-account/confirm/'))).text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });
});

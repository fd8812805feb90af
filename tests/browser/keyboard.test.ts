import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { siteUrl } from '../support/context.ts';
import { rowsMentioning, uniqueEmail } from '../support/visitor-requests.ts';

/** A visitor with no mouse: every step is Tab, Shift+Tab, Enter, Space, Escape or typing. */
const browser = useBrowser();

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Whether the focus is inside `container`. */
const holdsFocus = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('keyboard only', () => {
  it('skips to the content, and reaches another language through the language menu', async () => {
    const page = await browser.open('/packages/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(skip)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#main$/);

    await page.keyboard.press('Shift+Tab');
    const language = page.getByRole('button', { name: /Language/ });
    await tabTo(page, language);
    await page.keyboard.press('Enter');
    expect(await language.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, page.getByRole('link', { name: 'Deutsch' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/de\/packages\/$/);
  });

  it('changes the currency from its menu, and Escape closes the menu where it was opened', async () => {
    const page = await browser.open('/de/packages/');
    const currency = page.getByRole('button', { name: /Währung/ });
    await tabTo(page, currency);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    expect(await currency.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(currency)).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'CHF Fr.' }));
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('html', 'data-currency')).toBe('CHF');
  });

  it('books a trip: a departure, travellers, a promo code in its dialog, then the payment page', async () => {
    const page = await browser.open('/packages/dolomites-hut-to-hut-alta-via-1/');
    await page.locator('astro-island[component-url*="BookingWidget"]:not([ssr])').waitFor({ state: 'attached' });
    const total = page.getByTestId('booking-total');
    const single = await total.innerText();

    // The dates are one stop of the Tab key: it lands on the first that can be chosen, the arrow keys choose.
    const dates = page.getByRole('group', { name: 'Choose your departure' }).getByRole('radio');
    const open = dates.and(page.locator(':enabled'));
    await tabTo(page, open.first());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = dates.and(page.locator(':checked'));
    expect(await chosen.getAttribute('value')).toBe(await open.nth(2).getAttribute('value'));
    expect(await isFocused(chosen)).toBe(true);

    await tabTo(page, page.getByRole('button', { name: 'One traveller more' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => total.innerText()).not.toBe(single);
    const double = await total.innerText();

    await tabTo(page, page.getByRole('button', { name: 'Use promo code' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Promo code' });
    await dialog.waitFor();
    const input = dialog.getByLabel('Your code');
    expect(await isFocused(input)).toBe(true);
    await page.keyboard.type('welcome10');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => total.innerText()).not.toBe(double);

    await tabTo(page, page.getByRole('button', { name: /^Pay the .+ deposit$/ }));
    await page.keyboard.press('Enter');
    const site = new URL(siteUrl('/')).origin;
    await page.waitForURL((url) => url.origin !== site);
  });

  it('opens FAQ answers and sends the contact form, in Italian', async () => {
    const page = await browser.open('/it/contact/');

    const questions = page.locator('summary');
    await tabTo(page, questions.first());
    await page.keyboard.press('Enter');
    expect(await page.locator('details').first().getAttribute('open')).not.toBeNull();
    await tabTo(page, questions.nth(1));
    await page.keyboard.press('Space');
    expect(await page.locator('details').nth(1).getAttribute('open')).not.toBeNull();
    expect(await page.locator('details').first().getAttribute('open')).toBeNull();

    await tabTo(page, page.getByRole('textbox', { name: 'Nome', exact: true }));
    await page.keyboard.type('Chiara Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keyboard-contact'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('Si può fare il trekking senza mouse?');
    // The form began to hydrate as the focus entered it; its button is reachable, and answers, at once.
    const send = page.getByRole('button', { name: 'Invia messaggio', disabled: false });
    await send.waitFor();
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Il tuo messaggio è stato inviato!' }).waitFor();
  });

  it('customizes cookies from the banner: the dialog holds the focus, a switch toggles, Save stores and gives the focus back', async () => {
    const page = await browser.open('/packages/', { firstVisit: true });
    const customize = page.getByRole('button', { name: 'Customize' });
    await tabTo(page, customize);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    expect(await holdsFocus(dialog)).toBe(true);

    const analytics = dialog.getByRole('switch', { name: /Analytics/ });
    await tabTo(page, analytics);
    await page.keyboard.press('Space');
    expect(await analytics.isChecked()).toBe(true);
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(dialog), 'Tab stays in the dialog').toBe(true);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Save Settings' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const stored = (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')!;
    expect(JSON.parse(decodeURIComponent(stored.value))).toMatchObject({ analytics: true, preferences: false, advertising: false });
    // The banner is gone with its button: the focus goes to the page's content rather than nowhere.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    const footerButton = page.getByRole('button', { name: 'Cookie settings' });
    await tabTo(page, footerButton);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: /Analytics/ }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await isFocused(footerButton)).toBe(true);
  });

  it('opens the navigation behind the hamburger on a phone, and Escape closes it back onto its button', async () => {
    const page = await browser.open('/about/', PHONE);
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    const blog = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' });
    expect(await blog.isVisible()).toBe(false);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, blog);
    expect(await blog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(toggle)).toBe(true);
    expect(await blog.isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    await tabTo(page, blog);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/blog\/$/);
  });

  it('picks a version and an optional step on the package page, and the price follows', async () => {
    const page = await browser.open('/packages/dolomites-hut-to-hut-alta-via-1/');
    await page.locator('astro-island[component-url*="VersionPicker"]:not([ssr])').waitFor({ state: 'attached' });
    await page.locator('astro-island[component-url*="Itinerary"]:not([ssr])').waitFor({ state: 'attached' });
    const total = page.getByTestId('booking-total');
    const before = await total.innerText();

    const grandTraverse = page.getByRole('button', { name: /^Select(ed)? Grand Traverse$/ });
    await tabTo(page, grandTraverse);
    await page.keyboard.press('Enter');
    await expect.poll(() => grandTraverse.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => total.innerText()).not.toBe(before);
    const withVersion = await total.innerText();

    const ferrata = page.getByRole('checkbox', { name: /Via ferrata Averau/ });
    await tabTo(page, ferrata);
    await page.keyboard.press('Space');
    expect(await ferrata.isChecked()).toBe(true);
    await expect.poll(() => total.innerText()).not.toBe(withVersion);
    await page.keyboard.press('Space');
    expect(await ferrata.isChecked()).toBe(false);
    await expect.poll(() => total.innerText()).toBe(withVersion);
  });

  it('asks for data deletion: fields, the optional reason, and the confirmation', async () => {
    const page = await browser.open('/delete-account/');
    const email = uniqueEmail('keyboard-deletion');
    await tabTo(page, page.getByRole('textbox', { name: 'Full name', exact: true }));
    await page.keyboard.type('Kai Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Travelling without a mouse from now on.');
    const submit = page.getByRole('button', { name: 'Submit Deletion Request', disabled: false });
    await submit.waitFor();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: email }).waitFor();
    expect((await rowsMentioning('deletionRequests', email)).map((row) => row.fields.reason)).toEqual(['Travelling without a mouse from now on.']);
  });
});

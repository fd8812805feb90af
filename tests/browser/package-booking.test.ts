import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser.ts';
import { airtable, siteUrl } from '../support/context.ts';

/**
 * The promo-code modal and the pay button against the real functions (POST /api/validate-coupon,
 * POST /api/checkout) and the Stripe stand-in, with the sample coupons.
 */
const browser = useBrowser();

const DOLOMITES = '/packages/dolomites-hut-to-hut-alta-via-1/';
const PATAGONIA = '/packages/patagonia-w-trek-torres-del-paine/';

async function openBooking(path: string, options: Parameters<typeof browser.open>[1] = {}): Promise<Page> {
  const page = await browser.open(path, options);
  await page.locator('astro-island[component-url*="BookingWidget"]:not([ssr])').waitFor({ state: 'attached' });
  await page.locator('astro-island[component-url*="Itinerary"]:not([ssr])').waitFor({ state: 'attached' });
  return page;
}

/** Holds a request to the real function until released, to see the page while it waits. */
async function holdRequests(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const total = async (page: Page) => (await page.getByTestId('booking-total').innerText()).replace(/[\u00a0\u202f]/g, ' ');

async function applyCode(page: Page, code: string, texts = { open: 'Use promo code', dialog: 'Promo code', label: 'Your code', apply: 'Apply' }) {
  const dialog = page.getByRole('dialog', { name: texts.dialog });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: texts.open }).click();
  await dialog.waitFor();
  const input = dialog.getByLabel(texts.label);
  await input.fill(code);
  await dialog.getByRole('button', { name: texts.apply }).click();
  return dialog;
}

/** A coupon of this test alone (10% on the Dolomites unless told), so that a fault on it reaches no other test. */
async function ownCoupon(discountPercent = 10): Promise<string> {
  const code = `OWN${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await airtable.add('coupons', [
    { fields: { coupon_code: code, validity_date_start: '2025-01-01', validity_date_end: '2099-12-31', supported_packages: ['recKzVYRroconmqDY'], uses: 0, max_uses: 100, discount_percent: discountPercent } },
  ]);
  return code;
}

describe('promo code', () => {
  it('upper-cases the code, shows each rejection and applies a valid code', async () => {
    const page = await openBooking(DOLOMITES);
    const rejections = [
      ['nosuchcode', 'Invalid promo code'],
      ['summer2024', 'This code has expired'],
      ['FUTURE25', 'This code has expired'],
      ['soldout30', 'This code has reached maximum uses'],
      ['"><img src=x onerror=alert(1)>', 'Invalid promo code'],
    ] as const;
    for (const [code, message] of rejections) {
      const dialog = await applyCode(page, code);
      expect(await dialog.getByLabel('Your code').inputValue()).toBe(code.toUpperCase());
      await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(message);
      expect(await dialog.isVisible()).toBe(true);
    }
    expect(await total(page)).toBe('£1,437');

    const dialog = await applyCode(page, 'welcome10');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText('Promo code WELCOME10: 10% off').isVisible()).toBe(true);
    // 1690 € × 0.85 = 1436.5 → £1,437; 10% = 143.7 → £144 off: £1,293
    expect(await total(page)).toBe('£1,293');
    // One code at a time: the link to another is gone while this one applies, and back once it is removed.
    expect(await page.getByRole('button', { name: 'Use promo code' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Remove code' }).click();
    expect(await total(page)).toBe('£1,437');
    expect(await page.getByRole('button', { name: 'Use promo code' }).isVisible()).toBe(true);
  });

  it('says when a code is for another package', async () => {
    const page = await openBooking(PATAGONIA, PHONE);
    const dialog = await applyCode(page, 'DOLOMITI15');
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('This code is not valid for this package');
  });

  it('says when the code cannot be checked, and lets the visitor try again', async () => {
    const page = await openBooking(DOLOMITES);
    const code = await ownCoupon();
    await airtable.control('fault', { table: 'coupons', status: 500, match: code });
    const dialog = await applyCode(page, code);
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Error validating code. Please try again.');
    expect(await dialog.getByLabel('Your code').inputValue()).toBe(code);
    await airtable.control('heal', { match: code });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await total(page)).toBe('£1,293');
  });

  it('shows that it is checking, closes with Escape or its button, and asks for a code when empty', async () => {
    const page = await openBooking(DOLOMITES);
    const release = await holdRequests(page, '/api/validate-coupon');
    const dialog = await applyCode(page, 'WELCOME10');
    const checking = dialog.getByRole('button', { name: 'Checking…' });
    await checking.waitFor();
    expect(await checking.isDisabled()).toBe(true);
    release();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Remove code' }).click();

    await page.getByRole('button', { name: 'Use promo code' }).click();
    await dialog.getByLabel('Your code').fill('  ');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect(await dialog.getByRole('alert').innerText()).toBe('Please enter a code.');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Use promo code' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('speaks German', async () => {
    const page = await openBooking(`/de${DOLOMITES}`);
    const texts = { open: 'Gutscheincode einlösen', dialog: 'Gutscheincode', label: 'Dein Code', apply: 'Einlösen' };
    let dialog = await applyCode(page, 'abgelaufen', texts);
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Ungültiger Gutscheincode');
    dialog = await applyCode(page, 'summer2024', texts);
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Dieser Code ist abgelaufen');
    dialog = await applyCode(page, 'soldout30', texts);
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Dieser Code wurde bereits zu oft eingelöst');
    dialog = await applyCode(page, 'dolomiti15', texts);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByText(/Gutscheincode DOLOMITI15: 15\s%\sRabatt/).isVisible()).toBe(true);
    // 15% of 1690 € = 253.5 → 254 € off: 1436 €
    expect(await total(page)).toBe('1.436 €');
  });
});

describe('pay button', () => {
  it('waits while checkout starts, reaches the hosted checkout, and the selection is there on coming back', async () => {
    const page = await openBooking(DOLOMITES);
    // The sixth date of the Classic version, at the version's price.
    const departure = page.getByRole('group', { name: 'Choose your departure' }).getByRole('radio').nth(5);
    await departure.check();
    await page.getByRole('checkbox', { name: /Via ferrata Averau/ }).check();
    await page.getByRole('button', { name: 'One traveller more' }).click();
    const dialog = await applyCode(page, 'WELCOME10');
    await dialog.waitFor({ state: 'hidden' });
    // 1690 € × 0.85 = 1436.5 → £1,437 and 120 € × 0.85 = £102: £1,539 × 2 = £3,078; 10% = 307.8 → £308 off:
    // £2,770; 30% = 831 now.
    expect(await total(page)).toBe('£2,770');

    const release = await holdRequests(page, '/api/checkout');
    const request = page.waitForRequest('**/api/checkout');
    await page.getByRole('button', { name: 'Pay the £831 deposit' }).click();
    const busy = page.getByRole('button', { name: 'Opening secure payment…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect((await request).postDataJSON()).toEqual({
      packageId: 'recKzVYRroconmqDY',
      versionId: 'recZRWZeBDWw2TKL3',
      departureId: 'recFvuPB5cukr87Xp',
      attemptId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      stepIds: ['reciKW7OLX8GUcFJh'],
      quantity: 2,
      currency: 'GBP',
      couponCode: 'WELCOME10',
      language: 'en',
    });
    release();
    const site = new URL(siteUrl('/')).origin;
    await page.waitForURL((url) => url.origin !== site);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === DOLOMITES);
    await page.locator('astro-island[component-url*="BookingWidget"]:not([ssr])').waitFor({ state: 'attached' });
    await expect.poll(() => total(page)).toBe('£2,770');
    expect(await departure.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pay the £831 deposit' }).isEnabled()).toBe(true);
    expect(await page.getByText('Promo code WELCOME10: 10% off').isVisible()).toBe(true);
  });

  it('says so, instead of offering to pay, when a code leaves a deposit too small to charge by card', async () => {
    const page = await openBooking(DOLOMITES);
    const dialog = await applyCode(page, await ownCoupon(100));
    await dialog.waitFor({ state: 'hidden' });
    expect(await total(page)).toBe('£0');
    const note = page.getByRole('status').filter({ hasText: 'The deposit is below the smallest amount we can take by card' });
    expect(await note.isVisible()).toBe(true);
    expect(await note.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact/');
    const pay = page.getByRole('button', { name: /deposit/ });
    expect(await pay.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Remove code' }).click();
    expect(await note.count()).toBe(0);
    expect(await pay.isEnabled()).toBe(true);
  });

  it('tells the visitor when checkout fails and lets them try again, in German on a phone', async () => {
    const page = await openBooking(`/de${DOLOMITES}`, PHONE);
    await page.getByRole('group', { name: 'Wähle deinen Termin' }).getByRole('radio').last().check();
    const code = await ownCoupon();
    const dialog = await applyCode(page, code, { open: 'Gutscheincode einlösen', dialog: 'Gutscheincode', label: 'Dein Code', apply: 'Einlösen' });
    await dialog.waitFor({ state: 'hidden' });
    // Checkout validates the coupon again; with the coupon unreadable it cannot start.
    await airtable.control('fault', { table: 'coupons', status: 500, match: code });
    const pay = page.getByRole('button', { name: /Anzahlung von .+ bezahlen/ });
    await pay.click();
    const alert = page.locator('.checkout-error');
    await expect.poll(() => alert.innerText()).toBe('Die Zahlungsseite konnte nicht geöffnet werden, es wurde nichts abgebucht. Bitte versuche es noch einmal.');
    expect(await pay.isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/de${DOLOMITES}`);

    await airtable.control('heal', { match: code });
    await pay.click();
    const site = new URL(siteUrl('/')).origin;
    await page.waitForURL((url) => url.origin !== site);
  });
});

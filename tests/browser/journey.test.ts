import { describe, expect, it } from 'vitest';
import { airtable, postmark } from '../support/context.ts';
import { useBrowser } from '../support/browser.ts';
import { uniqueEmail } from '../support/visitor-requests.ts';

const browser = useBrowser();

describe('a booking from start to end', () => {
  it('German visitor: another version, an optional step, two travellers, a promo code, pays, and the deposit shown is the deposit charged', async () => {
    const email = uniqueEmail('journey');
    const page = await browser.open('/de/packages/dolomites-hut-to-hut-alta-via-1/');
    await page.locator('astro-island[component-url*="VersionPicker"]:not([ssr])').waitFor({ state: 'attached' });
    await page.locator('astro-island[component-url*="BookingWidget"]:not([ssr])').waitFor({ state: 'attached' });

    const other = (await page.getByRole('button', { name: /^Auswählen / }).first().elementHandle())!;
    await other.click();
    await expect.poll(() => other.getAttribute('aria-pressed')).toBe('true');
    const step = page.locator('.itinerary-step input[type="checkbox"]').first();
    await step.check();
    await page.getByRole('button', { name: 'Eine Person mehr' }).click();
    await page.getByRole('button', { name: 'Gutscheincode einlösen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gutscheincode' });
    await dialog.getByLabel('Dein Code').fill('welcome10');
    await dialog.getByRole('button', { name: 'Einlösen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const pay = page.getByRole('button', { name: /^Anzahlung von .+ bezahlen$/ });
    const shown = (await pay.innerText()).replace(/^Anzahlung von (.+) bezahlen$/, '$1').replace(/\s/g, ' ');
    await pay.click();
    await page.getByRole('heading', { level: 1, name: /^Pay / }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/de/success/');

    await page.getByRole('heading', { name: 'Danke! Deine Reise ist gebucht' }).waitFor({ timeout: 30_000 });
    const summary = (await page.locator('.payment-summary').innerText()).replace(/\s/g, ' ');
    expect(summary).toContain('2 Personen');
    expect(summary).toContain(shown);

    const sessionId = new URL(page.url()).searchParams.get('session_id');
    const patiently = { timeout: 20_000, interval: 250 };
    await expect.poll(async () => (await airtable.records('bookings')).filter((row) => row.fields.checkoutSessionId === sessionId).length, patiently).toBe(1);
    const [row] = (await airtable.records('bookings')).filter((candidate) => candidate.fields.checkoutSessionId === sessionId);
    // Not the default Classic version; the ticked step, two travellers and the code are what was paid for.
    expect(row!.fields.versionId).not.toBe('recZRWZeBDWw2TKL3');
    expect(row!.fields.steps).toMatch(/^rec\w+$/);
    expect(row!.fields.quantity).toBe(2);
    expect(row!.fields.currency).toBe('EUR');
    expect(row!.fields.couponCode).toBe('WELCOME10');
    await expect.poll(async () => (await postmark.outbox()).filter((message) => message.To === email).length, patiently).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../src/domain/date-format.ts';
import { addDays } from '../../src/domain/dates.ts';
import { balanceLinkIn, bookingRow, depositBooking, editRecord, runChargeBalances } from '../support/balances.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { postmark, stripe } from '../support/context.ts';
import { accessibilityViolations } from '../support/page-checks.ts';

const browser = useBrowser();
const TABLET = { viewport: { width: 800, height: 1100 } };

/** Intl separates the currency sign and the dates' dash with no-break and thin spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ').trim();

/** The Checkout Sessions opened for a booking's balance. */
const balanceSessions = async (bookingSessionId: string) =>
  (await stripe.sessions()).filter((stored) => stored.session.metadata.bookingSessionId === bookingSessionId).map((stored) => stored.session.id);

/** The link a traveller's bank refused: the job emails it; answers its path and query, as a mail client opens it. */
async function emailedLink(options: { language: string; quantity?: number }) {
  const booking = await depositBooking({ card: '4000000000000341', ...options });
  expect((await runChargeBalances()).status).toBe(200);
  const email = (await postmark.outbox()).find((message) => message.To === booking.email && message.Tag === 'balance-link');
  const link = balanceLinkIn(email?.TextBody)!;
  return { ...booking, path: `${link.pathname}${link.search}` };
}

describe('the balance page', () => {
  it('a German traveller on a phone follows the emailed link, sees the booking and pays the balance on Stripe', async () => {
    const booking = await emailedLink({ language: 'de', quantity: 2 });
    expect(booking.path).toMatch(/^\/de\/balance\/\?token=/);
    const page = await browser.open(booking.path, PHONE);

    await page.getByRole('heading', { level: 1, name: 'Restbetrag deiner Reise bezahlen' }).waitFor();
    const amount = page.locator('.balance-amount dd');
    await amount.waitFor({ timeout: 30_000 });
    // 2 × 1690 € = 3380 €, of which 1014 € was the deposit.
    expect(plain(await amount.textContent())).toBe('2.366 €');
    const facts = plain(await page.locator('.balance-facts').textContent());
    expect(facts).toContain('ReiseDolomites Hut-to-Hut: Alta Via 1');
    expect(facts).toContain('Reisende2 Personen');
    // Classic Alta Via 1 lasts 7 days.
    expect(facts).toContain(`Termine${plain(formatDateRange(booking.startDate, addDays(booking.startDate, 6), 'de'))}Reisende`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Restbetrag bezahlen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/c/pay/'));
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Pay 2.366,00 €');
    // Stripe fills in the booking customer's address; the traveller pays with another card.
    expect(await page.getByLabel('Email').inputValue()).toBe(booking.email);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.waitForURL((url) => url.pathname === '/de/success/');
    await page.getByRole('heading', { name: 'Dein Restbetrag ist bezahlt' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Deine Reise ist jetzt vollständig bezahlt, es ist nichts mehr offen.', { exact: false }).isVisible()).toBe(true);
    expect(plain(await page.locator('.payment-summary p').first().textContent())).toBe('Dolomites Hut-to-Hut: Alta Via 1 · Restbetrag bezahlt: 2.366 €');
    expect(await accessibilityViolations(page)).toEqual([]);

    const patiently = { timeout: 20_000, interval: 250 };
    await expect.poll(async () => (await bookingRow(booking.sessionId))?.fields.balanceStatus, patiently).toBe('paid');
    await expect.poll(async () => (await postmark.outbox()).filter((message) => message.To === booking.email && message.Tag === 'balance-receipt').length, patiently).toBe(1);
  });

  it('on a tablet, in English, opens Stripe only when the button is clicked, not when the page is opened', async () => {
    const booking = await emailedLink({ language: 'en' });
    const page = await browser.open(booking.path, TABLET);
    await page.locator('.balance-amount dd').waitFor({ timeout: 30_000 });
    expect(plain(await page.locator('.balance-amount dd').textContent())).toBe('€1,183');
    await page.reload();
    await page.locator('.balance-amount dd').waitFor({ timeout: 30_000 });
    expect(await balanceSessions(booking.sessionId)).toEqual([]);

    await page.getByRole('button', { name: 'Pay the balance' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/c/pay/'));
    expect(await balanceSessions(booking.sessionId)).toEqual([new URL(page.url()).pathname.split('/').pop()]);
    expect(plain(await page.getByRole('heading', { level: 1 }).textContent())).toBe('Pay €1,183.00');
  });

  it('says in the traveller’s language when a link cannot be used, with a way to reach the team', async () => {
    const page = await browser.open('/balance/?token=cs_test_notABooking.AAAA');
    await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('This payment link is not valid, or it expired when your trip started.', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Contact us' }).first().getAttribute('href')).toBe('/contact/');
    expect(await accessibilityViolations(page)).toEqual([]);

    const withoutToken = await browser.open('/de/balance/', PHONE);
    await withoutToken.getByText('Diese Seite braucht den Link aus deiner E-Mail.', { exact: false }).waitFor({ timeout: 30_000 });

    const paid = await emailedLink({ language: 'de' });
    await editRecord('bookings', paid.recordId, { balanceStatus: 'paid' });
    const done = await browser.open(paid.path, PHONE);
    await done.getByText('Mit diesem Link ist nichts zu bezahlen: Der Restbetrag ist schon bezahlt oder die Buchung wurde storniert.').waitFor({ timeout: 30_000 });
    expect(await done.getByRole('button').filter({ hasText: 'Restbetrag bezahlen' }).count()).toBe(0);
  });
});

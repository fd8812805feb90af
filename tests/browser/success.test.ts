import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { airtable, postmark, siteUrl, stripe } from '../support/context.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { accessibilityViolations } from '../support/page-checks.ts';
import { DOLOMITES, booking, checkoutSession, uniqueEmail } from '../support/payments.ts';

const browser = useBrowser();

/** A visitor who accepted every cookie category, so that the Meta pixel may run. */
const ALL_CONSENT = {
  name: 'cookie_consent',
  value: encodeURIComponent(JSON.stringify({ necessary: true, preferences: true, analytics: true, advertising: true })),
  path: '/',
};

/** Records what the page sends to the Meta pixel, in place of Meta's script (the page then loads none). */
async function recordPixel(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __pixelCalls: calls, fbq: (...args: unknown[]) => calls.push(args) });
  });
}
const purchases = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __pixelCalls: unknown[][] }).__pixelCalls ?? []).filter((call) => call[1] === 'Purchase'));

describe('success page', () => {
  it('is published in every language, says "Loading..." before it knows, and is not indexed', async () => {
    for (const [path, loading] of [
      ['/success/', 'Loading...'],
      ['/de/success/', 'Wird geladen...'],
      ['/es/success/', 'Cargando...'],
    ]) {
      const html = await (await fetch(siteUrl(path!))).text();
      expect(html).toContain(loading);
      expect(html).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('says that no session was found, with a link home, in English and German on a phone', async () => {
    const page = await browser.open('/success/');
    await page.getByRole('heading', { level: 1, name: 'Error processing your payment' }).waitFor();
    expect(await page.getByText('No session ID found').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');

    const german = await browser.open('/de/success/', PHONE);
    await german.getByRole('heading', { level: 1, name: 'Fehler bei der Verarbeitung deiner Zahlung' }).waitFor();
    expect(await german.getByText('Keine Sitzungs-ID gefunden').isVisible()).toBe(true);
    expect(await german.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
    expect(await accessibilityViolations(german)).toEqual([]);
  });

  it('shows the error text in red for an unknown session', async () => {
    const page = await browser.open('/it/success/?session_id=cs_test_unknownSession42');
    const message = page.getByText('Non troviamo questo pagamento', { exact: false });
    await message.waitFor({ timeout: 30_000 });
    expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(179, 38, 30)');
  });

  it('says in the visitor’s language that the payment cannot be checked while Stripe is unreachable', async () => {
    const sessionId = `cs_test_unreachable${Date.now()}`;
    // The first request and the client's two retries, of this session only.
    await stripe.control('outage', { status: 500, times: 3, match: sessionId });
    const page = await browser.open(`/de/success/?session_id=${sessionId}`, PHONE);
    await page.getByText('Wir konnten deine Zahlung gerade nicht prüfen. Bitte lade die Seite gleich noch einmal.').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Fehler bei der Verarbeitung deiner Zahlung');
  });

  it('shows the server’s own error text when it has no translation, and "Failed to process payment" when there is none', async () => {
    const answers = [
      { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'server_error', message: 'Something went wrong on our side. Please try again.' }) },
      { status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' },
    ];
    const page = await browser.open('/');
    await page.route((url) => url.pathname === '/api/process-payment', (route: Route) => route.fulfill(answers.shift()!));
    await page.goto(siteUrl('/it/success/?session_id=cs_test_serverError1'));
    await page.getByText('Something went wrong on our side. Please try again.').waitFor({ timeout: 30_000 });
    await page.goto(siteUrl('/success/?session_id=cs_test_serverError2'));
    await page.getByText('Failed to process payment').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Error processing your payment');
  });

  it('says the payment failed for a session that is not paid', async () => {
    const { session } = await checkoutSession(booking({ quantity: 1, currency: 'USD' }));
    const page = await browser.open(`/success/?session_id=${session.id}`);
    await page.getByText('Payment processing failed').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Error processing your payment');
  });

  it('pays on the hosted checkout and lands on the German success page; the booking is recorded and confirmed', async () => {
    const email = uniqueEmail();
    const { url, session } = await checkoutSession(booking({ language: 'de', quantity: 2, stepIds: [DOLOMITES.lagazuoi], couponCode: 'welcome10' }));
    const page = await browser.open('/de/');
    await page.goto(url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Pay /);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((target) => target.pathname === '/de/success/' && target.searchParams.get('session_id') === session.id);

    // The page may be the one that records the booking and sends its emails before it answers.
    await page.getByRole('heading', { name: 'Danke! Deine Reise ist gebucht' }).waitFor({ timeout: 30_000 });
    // Short Escape without a date: (1290 + 45) € × 2 = 2670 €; 10% = 267 € off: 2403 €; 30% = 720.9 → 721 € now; 1682 € remain.
    expect(session.amount_total).toBe(72_100);
    const summary = (await page.locator('.payment-summary p').allInnerTexts()).map((line) => line.replace(/\s/g, ' '));
    expect(summary).toEqual([
      'Dolomites Hut-to-Hut: Alta Via 1 · 2 Personen · Anzahlung bezahlt: 721 €',
      'Dein Restbetrag von 1.682 € ist 6 Wochen vor der Abreise fällig: Unser Team meldet sich dafür bei dir.',
    ]);
    expect(await page.getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')).toBe('/de/contact/');
    expect(await page.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The webhook may still be sending the emails when the page answers; a loaded machine is slow to answer.
    const patiently = { timeout: 20_000, interval: 250 };
    await expect.poll(async () => (await airtable.records('bookings')).filter((row) => row.fields.checkoutSessionId === session.id).length, patiently).toBe(1);
    await expect.poll(async () => (await postmark.outbox()).filter((message) => message.To === email).length, patiently).toBe(1);
  });

  describe('what was paid and what remains, in the visitor’s language', () => {
    /** A deposit paid on 15–21 August 2027 for two, 3700 € in all: 1110 € now, 2590 € on 4 July. */
    const onDeparture = {
      packageName: 'Dolomites Hut-to-Hut: Alta Via 1',
      packageId: DOLOMITES.packageId,
      amount: 1110,
      currency: 'EUR',
      quantity: 2,
      payment: 'deposit',
      total: 3700,
      balance: 2590,
      startDate: '2027-08-15',
      endDate: '2027-08-21',
      balanceDueDate: '2027-07-04',
      kind: 'booking',
    };

    async function answered(path: string, data: Record<string, unknown>, heading: string) {
      const page = await browser.open('/', PHONE);
      await page.route((url) => url.pathname === '/api/process-payment', (route: Route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, data }) }),
      );
      await page.goto(siteUrl(`${path}?session_id=cs_test_answeredHere1`));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
      return (await page.locator('.payment-summary p').allInnerTexts()).map((line) => line.replace(/\s/g, ' '));
    }

    it.each([
      ['/success/', 'Thank you! Your trip is booked', ['Dolomites Hut-to-Hut: Alta Via 1 · 2 travellers · deposit paid: €1,110', 'Your dates: 15 – 21 Aug 2027', 'Your balance of €2,590 will be charged on July 4, 2027 to the card you used.']],
      ['/de/success/', 'Danke! Deine Reise ist gebucht', ['Dolomites Hut-to-Hut: Alta Via 1 · 2 Personen · Anzahlung bezahlt: 1.110 €', 'Reisezeitraum: 15.–21. Aug. 2027', 'Dein Restbetrag von 2.590 € wird am 4. Juli 2027 von der Karte abgebucht, mit der du bezahlt hast.']],
      ['/it/success/', 'Grazie! Il tuo viaggio è prenotato', ['Dolomites Hut-to-Hut: Alta Via 1 · 2 persone · acconto pagato: 1110 €', 'Date del viaggio: 15–21 ago 2027', 'Il saldo di 2590 € sarà addebitato il 4 luglio 2027 sulla carta che hai usato.']],
      ['/fr/success/', 'Merci ! Votre voyage est réservé', ['Dolomites Hut-to-Hut: Alta Via 1 · 2 voyageurs · acompte payé : 1 110 €', 'Vos dates : 15–21 août 2027', 'Le solde de 2 590 € sera prélevé le 4 juillet 2027 sur la carte utilisée.']],
      ['/es/success/', '¡Gracias! Tu viaje está reservado', ['Dolomites Hut-to-Hut: Alta Via 1 · 2 viajeros · depósito pagado: 1110 €', 'Tus fechas: 15–21 ago 2027', 'El saldo de 2590 € se cobrará el 4 de julio de 2027 en la tarjeta que usaste.']],
    ])('%s: the dates, the deposit and when the balance is charged', async (path, heading, lines) => {
      expect(await answered(path, onDeparture, heading)).toEqual(lines);
    });

    it.each([
      ['/success/', 'Your balance is paid', 'Dolomites Hut-to-Hut: Alta Via 1 · balance paid: €2,590', 'Your dates: 15 – 21 Aug 2027'],
      ['/de/success/', 'Dein Restbetrag ist bezahlt', 'Dolomites Hut-to-Hut: Alta Via 1 · Restbetrag bezahlt: 2.590 €', 'Reisezeitraum: 15.–21. Aug. 2027'],
    ])('%s: a balance paid by its link', async (path, heading, summary, dates) => {
      const balancePaid = { ...onDeparture, amount: 2590, kind: 'balance' };
      expect(await answered(path, balancePaid, heading)).toEqual([summary, dates]);
    });
  });

  it('reports the purchase to the Meta pixel once per session, only with consent', async () => {
    const { session } = await checkoutSession(booking({ quantity: 2 }));
    await stripe.pay(session.id, { email: uniqueEmail() });

    const withoutConsent = await browser.open('/', PHONE);
    await recordPixel(withoutConsent);
    await withoutConsent.goto(siteUrl(`/success/?session_id=${session.id}`));
    await withoutConsent.getByRole('heading', { name: 'Thank you! Your trip is booked' }).waitFor({ timeout: 30_000 });
    expect(await purchases(withoutConsent)).toEqual([]);

    const page = await browser.open('/', { cookies: [ALL_CONSENT] });
    await recordPixel(page);
    await page.goto(siteUrl(`/success/?session_id=${session.id}`));
    await page.getByRole('heading', { name: 'Thank you! Your trip is booked' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => purchases(page), { timeout: 10_000 }).toEqual([
      [
        'track',
        'Purchase',
        {
          content_name: 'Dolomites Hut-to-Hut: Alta Via 1',
          content_ids: [DOLOMITES.packageId],
          content_type: 'product',
          value: session.amount_total / 100,
          currency: 'EUR',
          num_items: 2,
        },
      ],
    ]);

    await page.reload();
    await page.getByRole('heading', { name: 'Thank you! Your trip is booked' }).waitFor({ timeout: 30_000 });
    expect(await purchases(page)).toEqual([]);
  });
});

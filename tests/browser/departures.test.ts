import type { BrowserContextOptions, Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from '../support/browser.ts';
import { siteUrl, stripe } from '../support/context.ts';
import { accessibilityViolations } from '../support/page-checks.ts';
import { uniqueEmail } from '../support/payments.ts';
import { CLASSIC, classicAvailability, dayRange, longDay, sampleDay } from '../support/sample-departures.ts';

/**
 * The booking widget on a version with dated departures, as a traveller uses it: the dates with
 * their places, a price broken down into lines that add up, the deposit or the whole price paid on
 * the Stripe stand-in's hosted page, and the success page's plan for what remains.
 */
const browser = useBrowser();

const TABLET = { viewport: { width: 800, height: 1000 } } satisfies BrowserContextOptions;
const DOLOMITES = '/packages/dolomites-hut-to-hut-alta-via-1/';
const COSTA_RICA = '/packages/costa-rica-volcanoes-cloud-forest-pacific/';
const ATLAS = '/packages/atlas-mountains-sahara-nights/';
const [JUNE_20, JULY_4, JULY_18, AUGUST_1, AUGUST_15] = CLASSIC.departures;

const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ').trim();
/** Text starting with `start`, whatever spaces the browser puts where it has plain ones. */
const startingWith = (start: string) => new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}`);
/** The whole units of an amount as shown: "£2,874" → 2874, "-£308" → -308, "1.850 €" → 1850. */
const units = (text: string) => Number(text.replace(/[^\d-]/g, ''));

async function openBooking(path: string, options: Parameters<typeof browser.open>[1] = {}): Promise<Page> {
  const page = await browser.open(path, options);
  await page.locator('astro-island[component-url*="BookingWidget"]:not([ssr])').waitFor({ state: 'attached' });
  return page;
}

/** The visitor's page with /api/availability answered by `answer` (until then the request waits). */
async function openWithAvailability(path: string, options: BrowserContextOptions, answer: Promise<{ status: number; body: unknown }>): Promise<Page> {
  const page = await browser.open('about:blank', options);
  await page.route(
    (url) => url.pathname === '/api/availability',
    async (route: Route) => {
      const { status, body } = await answer;
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    },
  );
  await page.goto(siteUrl(path));
  await page.locator('astro-island[component-url*="BookingWidget"]:not([ssr])').waitFor({ state: 'attached' });
  return page;
}

/** An answer given when the test says so, to see the page before it. */
function heldAnswer() {
  let give: (answer: { status: number; body: unknown }) => void = () => {};
  const answer = new Promise<{ status: number; body: unknown }>((resolve) => (give = resolve));
  return { answer, give };
}

interface Line {
  label: string;
  note: string;
  amount: number;
}

/** The breakdown's lines as the visitor reads them: label, the small text below it, the amount. */
async function breakdown(page: Page): Promise<Line[]> {
  const lines = await page.locator('.price-breakdown .breakdown-line').evaluateAll((elements) =>
    elements.map((line) => ({
      label: (line.querySelector('dt')?.firstChild as HTMLElement | Text | null)?.textContent ?? '',
      note: (line.querySelector('.breakdown-note') as HTMLElement | null)?.innerText ?? '',
      amount: (line.querySelector('dd') as HTMLElement).innerText,
    })),
  );
  return lines.map((line) => ({ label: plain(line.label), note: plain(line.note), amount: units(line.amount) }));
}

/**
 * Checks that what the breakdown shows adds up, using only its own figures: each "price × count"
 * line, the lines down to the total, and what is paid now plus what remains.
 */
function expectAddsUp(lines: Line[], total: string, remains: string | undefined) {
  const byLabel = (label: string) => lines.find((line) => line.label.startsWith(label));
  const totalLine = byLabel(total)!;
  const above = lines.slice(0, lines.indexOf(totalLine));
  for (const line of above.filter((candidate) => candidate.note.includes('×'))) {
    const [price, count] = line.note.split('×').map(units);
    expect(price! * count!, line.label).toBe(line.amount);
  }
  expect(above.reduce((sum, line) => sum + line.amount, 0)).toBe(totalLine.amount);
  const now = lines[lines.indexOf(totalLine) + 1]!;
  expect(now.amount + (remains ? byLabel(remains)!.amount : 0)).toBe(totalLine.amount);
}

/** Pays on the stand-in's hosted page and waits for the success page's answer. */
async function payOnHostedPage(page: Page, successPath: string, heading: string) {
  await page.getByRole('heading', { level: 1, name: /^Pay / }).waitFor();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL((url) => url.pathname === successPath);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  return new URL(page.url()).searchParams.get('session_id')!;
}

const summaryLines = async (page: Page) => (await page.locator('.payment-summary p').allInnerTexts()).map(plain);

describe.each([
  {
    visitor: 'English, desktop: a departure with its own price, two travellers and an optional step',
    device: DESKTOP,
    lang: 'en',
    locale: 'en-GB',
    departure: AUGUST_1,
    steps: [/Via ferrata Averau/],
    travellers: 2,
    code: undefined,
    texts: { legend: 'Choose your departure', more: 'One traveller more', total: 'Total', remains: 'Balance', success: 'Thank you! Your trip is booked' },
    // 1850 € × 0.85 = 1572.5 → £1,573 per traveller, × 2 = £3,146; the via ferrata 120 € × 0.85 = £102, × 2 = £204;
    // total £3,350; 30% = 1005 now; £2,345 remains, charged 42 days before 1 August: 20 June.
    ownPrice: '£1,573 per person',
    figures: { total: 3350, now: 1005, remains: 2345 },
    pay: 'Pay the £1,005 deposit',
    currency: 'gbp',
    balanceDueBefore: 42,
    expected: (dates: string, due: string) => ({
      note: `charged on ${due}`,
      summary: ['Dolomites Hut-to-Hut: Alta Via 1 · 2 travellers · deposit paid: £1,005', `Your dates: ${dates}`, `Your balance of £2,345 will be charged on ${due} to the card you used.`],
    }),
  },
  {
    visitor: 'German, phone: a departure with its own price, two travellers (the issue’s 2,590 € balance)',
    device: PHONE,
    lang: 'de',
    locale: 'de-DE',
    departure: AUGUST_15,
    steps: [],
    travellers: 2,
    code: undefined,
    texts: { legend: 'Wähle deinen Termin', more: 'Eine Person mehr', total: 'Gesamt', remains: 'Restbetrag', success: 'Danke! Deine Reise ist gebucht' },
    // 1850 € × 2 = 3700 €; 30% = 1110 € now; 2590 € remains, charged 42 days before 15 August: 4 July.
    ownPrice: '1.850 € pro Person',
    figures: { total: 3700, now: 1110, remains: 2590 },
    pay: 'Anzahlung von 1.110 € bezahlen',
    currency: 'eur',
    balanceDueBefore: 42,
    expected: (dates: string, due: string) => ({
      note: `abgebucht am ${due}`,
      summary: [
        'Dolomites Hut-to-Hut: Alta Via 1 · 2 Personen · Anzahlung bezahlt: 1.110 €',
        `Reisezeitraum: ${dates}`,
        `Dein Restbetrag von 2.590 € wird am ${due} von der Karte abgebucht, mit der du bezahlt hast.`,
      ],
    }),
  },
  {
    visitor: 'English, tablet: a guaranteed departure at the version’s price, one traveller and a promo code',
    device: TABLET,
    lang: 'en',
    locale: 'en-GB',
    departure: JULY_18,
    steps: [],
    travellers: 1,
    code: 'WELCOME10',
    texts: { legend: 'Choose your departure', more: 'One traveller more', total: 'Total', remains: 'Balance', success: 'Thank you! Your trip is booked' },
    // 1690 € × 0.85 = 1436.5 → £1,437; 10% = 143.7 → £144 off: £1,293; 30% = 387.9 → £388 now; £905 remains.
    ownPrice: undefined,
    figures: { total: 1293, now: 388, remains: 905 },
    pay: 'Pay the £388 deposit',
    currency: 'gbp',
    balanceDueBefore: 42,
    expected: (dates: string, due: string) => ({
      note: `charged on ${due}`,
      summary: ['Dolomites Hut-to-Hut: Alta Via 1 · 1 traveller · deposit paid: £388', `Your dates: ${dates}`, `Your balance of £905 will be charged on ${due} to the card you used.`],
    }),
  },
])('$visitor', ({ device, lang, locale, departure, steps, travellers, code, texts, ownPrice, figures, pay, currency, balanceDueBefore, expected }) => {
  it('picks the date, sees its places, reads a price that adds up, pays the deposit shown and reads the plan for the rest', async () => {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    const page = await openBooking(`${prefix}${DOLOMITES}`, device);
    const start = sampleDay(departure!.written);
    const dates = dayRange(start, sampleDay(departure!.written, CLASSIC.days - 1), locale);
    const due = longDay(sampleDay(departure!.written, -balanceDueBefore), lang === 'en' ? 'en-US' : locale);

    // The facts strip names the first date open for booking.
    const firstDates = dayRange(sampleDay(JUNE_20!.written), sampleDay(JUNE_20!.written, CLASSIC.days - 1), locale);
    expect(plain(await page.locator('.facts [data-version-start]:not([hidden])').innerText())).toBe(firstDates);

    const picker = page.getByRole('group', { name: texts.legend });
    const nearlyFull = picker.locator('.departure', { has: page.getByRole('radio', { name: startingWith(dayRange(sampleDay(JULY_4!.written), sampleDay(JULY_4!.written, 6), locale)) }) });
    expect(plain(await nearlyFull.locator('.departure-places').innerText())).toBe(lang === 'en' ? '3 places left' : '3 Plätze frei');

    const choice = picker.getByRole('radio', { name: startingWith(dates) });
    await choice.click();
    expect(await choice.isChecked()).toBe(true);
    if (ownPrice) expect(plain(await picker.locator('.departure', { has: page.getByRole('radio', { name: startingWith(dates) }) }).locator('.departure-price').innerText())).toBe(ownPrice);
    for (const step of steps) await page.getByRole('checkbox', { name: step }).check();
    for (let count = 1; count < travellers; count++) await page.getByRole('button', { name: texts.more }).click();
    if (code) {
      await page.getByRole('button', { name: 'Use promo code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Promo code' });
      await dialog.getByLabel('Your code').fill(code);
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }

    const lines = await breakdown(page);
    expectAddsUp(lines, texts.total, texts.remains);
    expect(lines.find((line) => line.label === texts.total)?.amount).toBe(figures.total);
    const remains = lines.find((line) => line.label === texts.remains)!;
    expect(remains).toEqual({ label: texts.remains, note: expected(dates, due).note, amount: figures.remains });
    expect(lines[lines.indexOf(remains) - 1]!.amount).toBe(figures.now);
    expect(await accessibilityViolations(page, [{ rule: 'target-size', within: '.leaflet-marker-pane' }])).toEqual([]);

    await page.getByRole('button', { name: pay }).click();
    const sessionId = await payOnHostedPage(page, `${prefix}/success/`, texts.success);
    expect(await summaryLines(page)).toEqual(expected(dates, due).summary);
    // What was shown is what was charged.
    const { session } = (await stripe.session(sessionId))!;
    expect({ amount: session.amount_total, currency: session.currency }).toEqual({ amount: figures.now * 100, currency });
  });
});

describe('a departure within 6 weeks', () => {
  it('is paid in full at once: the breakdown, the button and the charge say the whole price', async () => {
    const page = await openBooking(COSTA_RICA, PHONE);
    // The sample's Costa Rica departure always starts 29 to 35 days from today.
    const choice = page.getByRole('radio').first();
    await choice.click();
    const lines = await breakdown(page);
    expectAddsUp(lines, 'Total', undefined);
    // 1990 € × 0.85 = 1691.5 → £1,692, all of it now: no balance.
    expect(lines.slice(-2)).toEqual([
      { label: 'Total', note: '', amount: 1692 },
      { label: 'Due today (full price)', note: '', amount: 1692 },
    ]);
    expect(plain(await page.locator('.deposit-note').innerText())).toBe('Your trip starts within 6 weeks, so you pay the full price now.');

    await page.getByRole('button', { name: 'Pay £1,692' }).click();
    const sessionId = await payOnHostedPage(page, '/success/', 'Thank you! Your trip is booked');
    expect(await page.getByText('Your trip is paid in full and your place is reserved.', { exact: false }).isVisible()).toBe(true);
    const summary = await summaryLines(page);
    expect(summary[0]).toBe('Costa Rica: Volcanoes, Cloud Forest & Pacific · 1 traveller · paid in full: £1,692');
    expect(summary.at(-1)).toBe('Your trip is paid in full: nothing more is due.');
    expect((await stripe.session(sessionId))!.session.amount_total).toBe(169_200);
  });

  it('says so in German: the button names the whole price', async () => {
    const page = await openBooking(`/de${COSTA_RICA}`, DESKTOP);
    await page.getByRole('group', { name: 'Wähle deinen Termin' }).getByRole('radio').first().click();
    expect(await page.getByRole('button', { name: '1.990 € bezahlen' }).isEnabled()).toBe(true);
    expect(plain(await page.locator('.deposit-note').innerText())).toBe('Deine Reise beginnt in weniger als 6 Wochen, deshalb zahlst du jetzt den Gesamtpreis.');
  });
});

describe('live places', () => {
  const juneDates = dayRange(sampleDay(JUNE_20!.written), sampleDay(JUNE_20!.written, 6), 'en-GB');
  const julyDates = dayRange(sampleDay(JULY_4!.written), sampleDay(JULY_4!.written, 6), 'en-GB');
  const julyGuaranteed = dayRange(sampleDay(JULY_18!.written), sampleDay(JULY_18!.written, 6), 'en-GB');
  const card = (page: Page, dates: string) => page.locator('.departure', { has: page.getByRole('radio', { name: startingWith(dates) }) });
  const places = async (page: Page, dates: string) => plain(await card(page, dates).locator('.departure-places').innerText());
  const boxes = (page: Page) =>
    page.locator('.departure, .pay-button, .price-breakdown').evaluateAll((elements) => elements.map((element) => {
      const { y, height } = element.getBoundingClientRect();
      return { y: Math.round(y + window.scrollY), height: Math.round(height) };
    }));

  it('replace the figures of the build when they arrive, moving nothing: a full date cannot be chosen and offers the contact page', async () => {
    const { answer, give } = heldAnswer();
    const page = await openWithAvailability(DOLOMITES, PHONE, answer);
    await page.locator('#purchase').scrollIntoViewIfNeeded();
    expect(await places(page, juneDates)).toBe('15 places left');
    const before = await boxes(page);

    give({ status: 200, body: classicAvailability({ [JUNE_20!.id]: 0, [JULY_4!.id]: 1 }) });
    await expect.poll(() => places(page, juneDates)).toBe('Full');
    expect(await places(page, julyDates)).toBe('1 place left');
    expect(await boxes(page)).toEqual(before);

    const june = page.getByRole('radio', { name: startingWith(juneDates) });
    expect(await june.isDisabled()).toBe(true);
    const box = (await card(page, juneDates).locator('.departure-dates').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await june.isChecked()).toBe(false);
    const ask = card(page, juneDates).getByRole('link', { name: startingWith(`Ask us (${juneDates})`) });
    expect(await ask.getAttribute('href')).toBe('/contact/');
    // The first date open for booking is now in July.
    expect(plain(await page.locator('.facts [data-version-start]:not([hidden])').innerText())).toBe(julyDates);

    // One place left: a second traveller is told, and cannot pay, until fewer travel or another date is chosen.
    await page.getByRole('radio', { name: startingWith(julyDates) }).click();
    await page.getByRole('button', { name: 'One traveller more' }).click();
    const problem = page.getByRole('group', { name: 'Choose your departure' }).getByRole('alert');
    expect(await problem.innerText()).toBe('Only 1 place is left on this departure: choose fewer travellers or another date.');
    expect(await page.getByRole('button', { name: /^Pay the .+ deposit$/ }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'One traveller less' }).click();
    expect(await problem.count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Pay the .+ deposit$/ }).isEnabled()).toBe(true);
    expect(await accessibilityViolations(page, [{ rule: 'target-size', within: '.leaflet-marker-pane' }])).toEqual([]);
  });

  it('say "full" and "closed" in German, where the closed date offers nothing', async () => {
    const page = await openWithAvailability(`/de${DOLOMITES}`, DESKTOP, Promise.resolve({ status: 200, body: classicAvailability({ [JUNE_20!.id]: 0 }, [JULY_4!.id]) }));
    const german = (written: string) => dayRange(sampleDay(written), sampleDay(written, 6), 'de-DE');
    await expect.poll(() => places(page, german(JUNE_20!.written))).toBe('Ausgebucht');
    expect(await places(page, german(JULY_4!.written))).toBe('Geschlossen');
    expect(await card(page, german(JUNE_20!.written)).getByRole('link', { name: /^Frag uns/ }).getAttribute('href')).toBe('/de/contact/');
    expect(await card(page, german(JULY_4!.written)).getByRole('link').count()).toBe(0);
    expect(await page.getByRole('radio', { name: startingWith(german(JULY_4!.written)) }).isDisabled()).toBe(true);
  });

  it('leave the figures of the build when the answer fails or never comes', async () => {
    const failing = await openWithAvailability(DOLOMITES, DESKTOP, Promise.resolve({ status: 500, body: { error: 'server_error', message: 'Something went wrong.' } }));
    await failing.waitForLoadState('networkidle');
    expect(await places(failing, juneDates)).toBe('15 places left');
    expect(await places(failing, julyGuaranteed)).toBe('15 places left');
    expect(await failing.locator('.departure-guaranteed').count()).toBe(1);

    const slow = await openWithAvailability(DOLOMITES, PHONE, new Promise(() => {}));
    await slow.getByRole('radio', { name: startingWith(juneDates) }).click();
    expect(await places(slow, julyDates)).toBe('3 places left');
    expect(await slow.getByRole('button', { name: /^Pay the .+ deposit$/ }).isEnabled()).toBe(true);
  });
});

describe('a checkout refused for its date or its code', () => {
  /** The page, with checkout answering `refusal` and availability answering what each call is given. */
  async function refusedPage(lang: 'en' | 'de', refusal: { status: number; body: unknown }, availability: unknown[]) {
    const page = await browser.open('about:blank', lang === 'en' ? DESKTOP : PHONE);
    await page.route((url) => url.pathname === '/api/availability', (route: Route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(availability.length > 1 ? availability.shift() : availability[0]) }),
    );
    await page.route((url) => url.pathname === '/api/checkout', (route: Route) =>
      route.fulfill({ status: refusal.status, contentType: 'application/json', body: JSON.stringify(refusal.body) }),
    );
    await page.goto(siteUrl(lang === 'en' ? DOLOMITES : `/de${DOLOMITES}`));
    await page.locator('astro-island[component-url*="BookingWidget"]:not([ssr])').waitFor({ state: 'attached' });
    return page;
  }

  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  it('asks for a date before paying, and puts the focus on the dates', async () => {
    const page = await openBooking(DOLOMITES, PHONE);
    await page.getByRole('button', { name: /^Pay the .+ deposit$/ }).click();
    const picker = page.getByRole('group', { name: 'Choose your departure' });
    await expect.poll(() => picker.getByRole('alert').innerText()).toBe('Please choose a departure date.');
    expect(await isFocused(picker.getByRole('radio').first())).toBe(true);
    expect(new URL(page.url()).pathname).toBe(DOLOMITES);
  });

  it('shows the date full when its last places went meanwhile, lets it go and asks for another', async () => {
    const page = await refusedPage('en', { status: 409, body: { error: 'departure_full', message: 'This departure is full.' } }, [
      classicAvailability(),
      classicAvailability({ [JUNE_20!.id]: 0 }),
    ]);
    const picker = page.getByRole('group', { name: 'Choose your departure' });
    const june = picker.getByRole('radio').first();
    await june.click();
    await page.getByRole('button', { name: /^Pay the .+ deposit$/ }).click();
    await expect.poll(() => picker.getByRole('alert').innerText()).toBe('This departure has just filled up. Please choose another date.');
    expect(await june.isDisabled()).toBe(true);
    expect(await june.isChecked()).toBe(false);
    expect(plain(await picker.locator('.departure').first().locator('.departure-places').innerText())).toBe('Full');
    expect(await isFocused(picker.getByRole('radio').nth(1))).toBe(true);
    // Another date clears the message.
    await picker.getByRole('radio').nth(2).click();
    expect(await picker.getByRole('alert').count()).toBe(0);
  });

  it('says how many places are left when fewer are left than travellers, in German', async () => {
    const page = await refusedPage('de', { status: 409, body: { error: 'departure_full', message: 'Only 2 places are left on this departure.' } }, [
      classicAvailability(),
      classicAvailability({ [JULY_18!.id]: 2 }),
    ]);
    const picker = page.getByRole('group', { name: 'Wähle deinen Termin' });
    await picker.getByRole('radio').nth(2).click();
    await page.getByRole('button', { name: 'Eine Person mehr' }).click();
    await page.getByRole('button', { name: 'Eine Person mehr' }).click();
    await page.getByRole('button', { name: /^Anzahlung von .+ bezahlen$/ }).click();
    await expect.poll(() => picker.getByRole('alert').innerText()).toBe(
      'Für diesen Termin sind nur noch 2 Plätze frei: Wähle weniger Reisende oder einen anderen Termin.',
    );
    expect(await picker.getByRole('radio').nth(2).isChecked()).toBe(true);
    expect(plain(await picker.locator('.departure').nth(2).locator('.departure-places').innerText())).toBe('2 Plätze frei');
    expect(await page.getByRole('button', { name: /^Anzahlung von .+ bezahlen$/ }).isDisabled()).toBe(true);
  });

  it('shows the date closed when the operator closed it meanwhile', async () => {
    const page = await refusedPage('en', { status: 409, body: { error: 'departure_closed', message: 'This departure is closed.' } }, [
      classicAvailability(),
      classicAvailability({}, [AUGUST_1!.id]),
    ]);
    const picker = page.getByRole('group', { name: 'Choose your departure' });
    await picker.getByRole('radio').nth(3).click();
    await page.getByRole('button', { name: /^Pay the .+ deposit$/ }).click();
    await expect.poll(() => picker.getByRole('alert').innerText()).toBe('This departure is no longer open for booking. Please choose another date.');
    expect(plain(await picker.locator('.departure').nth(3).locator('.departure-places').innerText())).toBe('Closed');
    expect(await picker.getByRole('radio').nth(3).isDisabled()).toBe(true);
  });

  it('removes a code whose last use went meanwhile, and says so', async () => {
    const page = await refusedPage('en', { status: 409, body: { error: 'code_max_uses', message: 'This code has reached maximum uses' } }, [classicAvailability()]);
    await page.getByRole('group', { name: 'Choose your departure' }).getByRole('radio').nth(1).click();
    await page.getByRole('button', { name: 'Use promo code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Promo code' });
    await dialog.getByLabel('Your code').fill('WELCOME10');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(plain(await page.getByTestId('booking-total').innerText())).toBe('£1,293');

    await page.getByRole('button', { name: /^Pay the .+ deposit$/ }).click();
    await expect.poll(() => page.locator('.checkout-error').innerText()).toBe('This code has reached maximum uses');
    expect(await page.getByText('Promo code WELCOME10: 10% off').count()).toBe(0);
    expect(plain(await page.getByTestId('booking-total').innerText())).toBe('£1,437');
    expect(await page.getByRole('button', { name: 'Use promo code' }).isVisible()).toBe(true);
  });
});

describe('choosing with the keyboard alone', () => {
  it('reaches the dates as one stop of the Tab key, moves with the arrows past a closed date, and the balance date follows', async () => {
    const page = await openWithAvailability(DOLOMITES, DESKTOP, Promise.resolve({ status: 200, body: classicAvailability({}, [JULY_4!.id]) }));
    const dates = page.getByRole('group', { name: 'Choose your departure' }).getByRole('radio');
    await expect.poll(() => dates.nth(1).isDisabled()).toBe(true);
    const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 150 && !(await focused(dates.first())); presses++) await page.keyboard.press('Tab');
    expect(await focused(dates.first())).toBe(true);
    await page.keyboard.press('Space');
    expect(await dates.first().isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    // July 4 is closed: the arrow skips it to July 18.
    expect(await dates.nth(2).isChecked()).toBe(true);
    const due = longDay(sampleDay(JULY_18!.written, -42), 'en-US');
    expect((await breakdown(page)).find((line) => line.label === 'Balance')?.note).toBe(`charged on ${due}`);
    // One more Tab leaves the dates for the travellers ("one less" is disabled at one traveller).
    await page.keyboard.press('Tab');
    expect(await focused(page.getByRole('button', { name: 'One traveller more' }))).toBe(true);
  });
});

describe('many departures', () => {
  it('shows the next six with a button for all of them', async () => {
    const page = await openBooking(ATLAS, PHONE);
    const picker = page.getByRole('group', { name: 'Choose your departure' });
    // The sample's Atlas version has 12 departures ahead.
    expect(await picker.getByRole('radio').count()).toBe(6);
    const toggle = picker.getByRole('button', { name: 'Show all 12 dates' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await picker.getByRole('radio').count()).toBe(12);
    const fewer = picker.getByRole('button', { name: 'Show fewer dates' });
    expect(await fewer.getAttribute('aria-expanded')).toBe('true');
    // A date chosen among the later ones stays shown.
    await picker.getByRole('radio').last().click();
    expect(await picker.getByRole('radio').count()).toBe(12);
    expect(await fewer.count()).toBe(0);
  });
});

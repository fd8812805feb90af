import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/config/company.ts';
import { accessibilityViolations } from '../support/page-checks.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { rowsMentioning, storageFaultFor, uniqueEmail } from '../support/visitor-requests.ts';

const browser = useBrowser();

const TEXTS = {
  en: {
    path: '/contact/',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    missing: 'Please make sure to fill out all fields above!',
    sent: 'Your message has been sent!',
    notSent: 'We could not send your request just now. Please try again in a moment: everything you typed is still here.',
    invalidEmail: 'Please enter a valid email address.',
  },
  it: {
    path: '/it/contact/',
    name: 'Nome',
    email: 'Email',
    message: 'Messaggio',
    send: 'Invia messaggio',
    missing: 'Assicurati di aver compilato tutti i campi qui sopra!',
    sent: 'Il tuo messaggio è stato inviato!',
    notSent: 'Non è stato possibile inviare la tua richiesta in questo momento. Riprova tra poco: tutto ciò che hai scritto è ancora qui.',
    invalidEmail: 'Inserisci un indirizzo email valido.',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

function form(page: Page, t: Texts) {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  return {
    name: field(t.name),
    email: field(t.email),
    message: field(t.message),
    send: page.getByRole('button', { name: t.send }),
    /** Waits for the form's message (a request may take a moment), then answers it. */
    says: async (text: string) => {
      await page.getByRole('status').filter({ hasText: text }).waitFor();
      return page.getByRole('status').filter({ hasText: /\S/ }).textContent();
    },
    /** Starts using the form as a visitor would (its island loads then), and waits until it has hydrated. */
    ready: async () => {
      await field(t.name).focus();
      await page.locator('astro-island[client="interaction"]:not([ssr])').waitFor({ state: 'attached' });
    },
  };
}

describe.each([
  ['English at desktop width', 'en', {}],
  ['Italian on a phone', 'it', PHONE],
] as const)('contact form in %s', (_, lang, device) => {
  const t = TEXTS[lang];

  it('asks for every field, then confirms in place of the button once the message is stored', async () => {
    const page = await browser.open(t.path, device);
    const f = form(page, t);
    await f.ready();
    await f.name.fill('Giulia Rossi');
    await f.send.click();
    expect(await f.says(t.missing)).toBe(t.missing);
    expect(await f.email.getAttribute('aria-invalid')).toBe('true');
    expect(await f.name.inputValue()).toBe('Giulia Rossi');

    const email = uniqueEmail(`contact-page-${lang}`);
    await f.email.fill('giulia@example');
    await f.message.fill('Do you run the Alta Via 1 in September?');
    await f.send.click();
    expect(await f.says(t.invalidEmail)).toBe(t.invalidEmail);

    await f.email.fill(email);
    await f.send.click();
    expect(await f.says(t.sent)).toBe(t.sent);
    expect(await f.send.count()).toBe(0);
    const rows = await rowsMentioning('contactMessages', email);
    expect(rows.map((row) => row.fields)).toEqual([
      expect.objectContaining({ name: 'Giulia Rossi', email, message: 'Do you run the Alta Via 1 in September?', language: lang }),
    ]);
  });

  it('keeps everything typed and says so when the message cannot be stored', async () => {
    const page = await browser.open(t.path, device);
    const f = form(page, t);
    const email = uniqueEmail(`contact-page-down-${lang}`);
    await storageFaultFor('contactMessages', email);
    await f.ready();
    await f.name.fill('Giulia Rossi');
    await f.email.fill(email);
    await f.message.fill('A long message I would hate to type again.');
    await f.send.click();
    expect(await f.says(t.notSent)).toBe(t.notSent);
    expect(await f.send.isVisible()).toBe(true);
    expect(await f.name.inputValue()).toBe('Giulia Rossi');
    expect(await f.email.inputValue()).toBe(email);
    expect(await f.message.inputValue()).toBe('A long message I would hate to type again.');
    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
  });
});

describe('contact page', () => {
  it('loads the form’s code only once the visitor starts on it, and keeps what they typed meanwhile', async () => {
    const page = await browser.open('/contact/');
    const f = form(page, TEXTS.en);
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    await page.waitForLoadState('networkidle');
    expect((await scripts()).filter((path) => /\/(react|ContactForm)\.[\w-]+\.js$/.test(path))).toEqual([]);

    // The island's code is held back until the visitor has typed into every field.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/ContactForm\.[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const email = uniqueEmail('contact-early');
    await f.name.click();
    await page.keyboard.type('Giulia Rossi');
    await f.email.click();
    await page.keyboard.type(email);
    await f.message.click();
    await page.keyboard.type('Typed while the form was loading.');
    // A press now is neither lost nor sent by a half-loaded form: it waits for the form's code.
    await f.send.click();
    expect(await rowsMentioning('contactMessages', email)).toEqual([]);
    release();

    expect(await f.says(TEXTS.en.sent)).toBe(TEXTS.en.sent);
    expect([await f.name.inputValue(), await f.email.inputValue(), await f.message.inputValue()]).toEqual(['Giulia Rossi', email, 'Typed while the form was loading.']);
    expect((await rowsMentioning('contactMessages', email)).map((row) => row.fields.message)).toEqual(['Typed while the form was loading.']);
  });

  it('meets WCAG AA with an error shown and an answer open', async () => {
    const page = await browser.open('/it/contact/', PHONE);
    const f = form(page, TEXTS.it);
    await f.ready();
    await f.send.click();
    await f.says(TEXTS.it.missing);
    await page.locator('summary').first().click();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('shows the characters left as a message nears 5000, and takes no more', async () => {
    const page = await browser.open('/contact/');
    const f = form(page, TEXTS.en);
    await f.ready();
    await f.message.fill('a'.repeat(4000));
    expect(await page.getByText(/characters left/).count()).toBe(0);
    await f.message.fill('a'.repeat(4700));
    await page.getByText('300 characters left').waitFor();
    await f.message.fill('a'.repeat(5200));
    expect((await f.message.inputValue()).length).toBe(5000);
    await page.getByText('0 characters left').waitFor();
  });

  it('offers the operator’s email and WhatsApp', async () => {
    const page = await browser.open('/it/contact/');
    expect(await page.getByRole('link', { name: COMPANY.email }).getAttribute('href')).toBe(`mailto:${COMPANY.email}`);
    const whatsapp = page.getByRole('link', { name: /Scrivici su WhatsApp al numero \+\d/ });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
  });

  it('opens one FAQ answer at a time, by mouse or keyboard', async () => {
    const page = await browser.open('/contact/', PHONE);
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const items = faq.locator('details');
    const first = faq.locator('summary', { hasText: 'How big are the groups?' });
    const second = faq.locator('summary', { hasText: 'How does payment work?' });
    const answer = faq.getByText(/Never more than 15 people/);
    expect(await answer.isVisible()).toBe(false);

    await first.click();
    expect(await answer.isVisible()).toBe(true);
    await second.click();
    expect(await answer.isVisible()).toBe(false);
    expect(await faq.getByText(/You pay a 30% deposit online/).isVisible()).toBe(true);
    expect(await items.evaluateAll((all) => all.filter((item) => (item as HTMLDetailsElement).open).length)).toBe(1);

    await first.focus();
    await page.keyboard.press('Enter');
    expect(await answer.isVisible()).toBe(true);
    expect(await faq.getByText(/You pay a 30% deposit online/).isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await answer.isVisible()).toBe(false);
  });
});

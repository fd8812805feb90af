import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/page-checks.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { mailOutageFor, rowsMentioning, storageFaultFor, uniqueEmail } from '../support/visitor-requests.ts';

const browser = useBrowser();

const TEXTS = {
  en: {
    path: '/delete-account/',
    name: 'Full name',
    email: 'Email address',
    reason: 'Reason (optional)',
    submit: 'Submit Deletion Request',
    missing: 'Please complete all required fields (name and email).',
    confirmation: (email: string) => `Request received We have sent an email to ${email}. Your request will be processed within 30 days.`,
    withoutEmail: (email: string) =>
      `Request received Your request for ${email} is recorded. It will be processed within 30 days, and we will write to you at this address.`,
    notSent: 'We could not send your request just now. Please try again in a moment: everything you typed is still here.',
    policy: ['Deleted immediately: your profile, preferences and activity data.', 'Deleted within 30 days: credentials, analytics data and personal identifiers.', 'Kept as the law requires: anonymized usage data and transaction records.'],
  },
  it: {
    path: '/it/delete-account/',
    name: 'Nome e cognome',
    email: 'Indirizzo email',
    reason: 'Motivo (facoltativo)',
    submit: 'Invia la richiesta di cancellazione',
    missing: 'Compila tutti i campi obbligatori (nome ed email).',
    confirmation: (email: string) => `Richiesta ricevuta Abbiamo inviato un’email a ${email}. La tua richiesta sarà gestita entro 30 giorni.`,
    withoutEmail: (email: string) =>
      `Richiesta ricevuta La tua richiesta per ${email} è stata registrata. Sarà gestita entro 30 giorni e ti scriveremo a questo indirizzo.`,
    notSent: 'Non è stato possibile inviare la tua richiesta in questo momento. Riprova tra poco: tutto ciò che hai scritto è ancora qui.',
    policy: ['Cancellati subito: il tuo profilo, le preferenze e i dati di attività.', 'Cancellati entro 30 giorni: credenziali, dati statistici e identificativi personali.', 'Conservati come richiesto dalla legge: dati di utilizzo anonimizzati e registrazioni delle transazioni.'],
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

function form(page: Page, t: Texts) {
  const status = page.getByRole('status').filter({ hasText: /\S/ });
  return {
    name: page.getByRole('textbox', { name: t.name, exact: true }),
    email: page.getByRole('textbox', { name: t.email, exact: true }),
    reason: page.getByRole('textbox', { name: t.reason, exact: true }),
    submit: page.getByRole('button', { name: t.submit }),
    /** Starts using the form as a visitor would (its island loads then); it is hydrated once its button is enabled. */
    ready: async () => {
      await page.getByRole('textbox', { name: t.name, exact: true }).focus();
      await page.getByRole('button', { name: t.submit, disabled: false }).waitFor();
    },
    /** Waits for the form's message (a request may take a moment), then answers it. */
    says: async (text: string) => {
      await page.getByRole('status').filter({ hasText: text }).waitFor();
      return (await status.textContent())?.replace(/\s+/g, ' ').trim();
    },
  };
}

describe.each([
  ['English at desktop width', 'en', {}],
  ['Italian on a phone', 'it', PHONE],
] as const)('data deletion in %s', (_, lang, device) => {
  const t = TEXTS[lang];

  it('needs name and email, then confirms the email and the 30 days in place of the button', async () => {
    const page = await browser.open(t.path, device);
    const f = form(page, t);
    await f.ready();
    await f.reason.fill('I booked my last trip.');
    await f.submit.click();
    expect(await f.says(t.missing)).toBe(t.missing);
    expect(await f.name.getAttribute('aria-invalid')).toBe('true');
    expect(await f.email.getAttribute('aria-invalid')).toBe('true');

    const email = uniqueEmail(`deletion-page-${lang}`);
    await f.name.fill('Marco Bianchi');
    await f.email.fill(email);
    await f.submit.click();
    expect(await f.says(email)).toBe(t.confirmation(email));
    expect(await f.submit.count()).toBe(0);
    const rows = await rowsMentioning('deletionRequests', email);
    expect(rows.map((row) => row.fields)).toEqual([
      expect.objectContaining({ name: 'Marco Bianchi', email, reason: 'I booked my last trip.', language: lang, status: 'received', emailStatus: 'sent' }),
    ]);
  });

  it('keeps everything typed and says so when the request cannot be stored', async () => {
    const page = await browser.open(t.path, device);
    const f = form(page, t);
    const email = uniqueEmail(`deletion-page-down-${lang}`);
    await storageFaultFor('deletionRequests', email);
    await f.ready();
    await f.name.fill('Marco Bianchi');
    await f.email.fill(email);
    await f.reason.fill('Please remove everything.');
    await f.submit.click();
    expect(await f.says(t.notSent)).toBe(t.notSent);
    expect(await f.submit.isVisible()).toBe(true);
    expect([await f.name.inputValue(), await f.email.inputValue(), await f.reason.inputValue()]).toEqual(['Marco Bianchi', email, 'Please remove everything.']);
    expect(await rowsMentioning('deletionRequests', email)).toEqual([]);
  });

  it('shows the deletion policy', async () => {
    const page = await browser.open(t.path, device);
    const items = await page.getByRole('complementary').getByRole('listitem').allTextContents();
    expect(items).toEqual(t.policy);
  });
});

describe('data deletion page', () => {
  it('meets WCAG AA with an error shown', async () => {
    const page = await browser.open('/delete-account/');
    const f = form(page, TEXTS.en);
    await f.ready();
    await f.submit.click();
    await f.says(TEXTS.en.missing);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it('promises no email when the confirmation could not be sent, yet records the request', async () => {
    const page = await browser.open('/delete-account/');
    const f = form(page, TEXTS.en);
    const email = uniqueEmail('deletion-page-mail-down');
    await mailOutageFor(email);
    await f.ready();
    await f.name.fill('Marco Bianchi');
    await f.email.fill(email);
    await f.submit.click();
    expect(await f.says(email)).toBe(TEXTS.en.withoutEmail(email));
    expect((await rowsMentioning('deletionRequests', email)).map((row) => row.fields.emailStatus)).toEqual(['failed']);
  });

  it('takes a reason of at most 1000 characters', async () => {
    const page = await browser.open('/delete-account/');
    const f = form(page, TEXTS.en);
    await f.ready();
    await f.reason.fill('r'.repeat(1200));
    expect((await f.reason.inputValue()).length).toBe(1000);
    expect(await page.getByText('0 characters left').isVisible()).toBe(true);
  });
});

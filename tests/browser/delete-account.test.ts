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
    confirmation: (email: string) =>
      `Request received We have sent a link to ${email}. Open it within 7 days and press “Delete my data” to confirm: nothing is deleted until then.`,
    withoutEmail: (email: string) =>
      `Request received Your request for ${email} is recorded, but the email with the confirmation link could not be sent just now. We will send it again shortly; if it has not arrived within a day, please send the form again.`,
    notSent: 'We could not send your request just now. Please try again in a moment: everything you typed is still here.',
    policy: [
      'First we email you a link, to be sure the address is yours. It works once, for 7 days; nothing is deleted until you use it.',
      'Deleted as soon as you confirm: your contact messages, brochure requests and earlier deletion requests, and your customer record with any saved card at our payment provider, Stripe.',
      'If a booking still has a balance to pay, its email address and saved card stay until the balance is settled. Then we delete them too, and tell you by email.',
      'Kept, as accounting law requires: your bookings (trip, dates, amounts) without your email address, for 10 years; and a record of your request (the address and the dates) as proof of the deletion.',
    ],
  },
  it: {
    path: '/it/delete-account/',
    name: 'Nome e cognome',
    email: 'Indirizzo email',
    reason: 'Motivo (facoltativo)',
    submit: 'Invia la richiesta di cancellazione',
    missing: 'Compila tutti i campi obbligatori (nome ed email).',
    confirmation: (email: string) =>
      `Richiesta ricevuta Abbiamo inviato un link a ${email}. Aprilo entro 7 giorni e premi “Cancella i miei dati” per confermare: fino ad allora non viene cancellato nulla.`,
    withoutEmail: (email: string) =>
      `Richiesta ricevuta La tua richiesta per ${email} è stata registrata, ma non è stato possibile inviare ora l’email con il link di conferma. La invieremo di nuovo a breve; se non arriva entro un giorno, invia di nuovo il modulo.`,
    notSent: 'Non è stato possibile inviare la tua richiesta in questo momento. Riprova tra poco: tutto ciò che hai scritto è ancora qui.',
    policy: [
      'Prima ti inviamo un link via email, per essere certi che l’indirizzo sia tuo. Funziona una sola volta, per 7 giorni; nulla viene cancellato finché non lo usi.',
      'Cancellati appena confermi: i tuoi messaggi di contatto, le richieste di brochure e le richieste di cancellazione precedenti, e la tua scheda cliente con l’eventuale carta salvata presso il nostro fornitore di pagamenti, Stripe.',
      'Se una prenotazione ha ancora un saldo da pagare, il suo indirizzo email e la carta salvata restano finché il saldo non è saldato. Poi cancelliamo anche quelli e ti avvisiamo via email.',
      'Conservati come richiede la normativa contabile: le tue prenotazioni (viaggio, date, importi) senza il tuo indirizzo email, per 10 anni; e una traccia della tua richiesta (l’indirizzo e le date) come prova della cancellazione.',
    ],
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
    /** Starts using the form as a visitor would (its island loads then), and waits until it has hydrated. */
    ready: async () => {
      await page.getByRole('textbox', { name: t.name, exact: true }).focus();
      await page.locator('astro-island[client="interaction"]:not([ssr])').waitFor({ state: 'attached' });
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
    await page.getByText('0 characters left').waitFor();
  });
});

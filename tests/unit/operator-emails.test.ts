import { describe, expect, it } from 'vitest';
import { contactNotice } from '../../src/server/emails/contact-notice.ts';
import { erasureNotice } from '../../src/server/emails/erasure-notice.ts';
import { operator } from '../../src/server/env.ts';

const row = { id: 'recRow0000000001', createdAt: '2026-05-04T09:30:00.000Z' };
const message = { name: 'Giulia Rossi', email: 'giulia@example.it', message: 'Is there a departure in June?', language: 'it' as const };
const deletion = { id: 'recRow0000000002', name: 'Hans Müller', email: 'hans@example.de', reason: '', language: 'de' as const, status: 'confirmed', createdAt: '2026-05-04T09:30:00.000Z' };
const nothingHeld = { outcome: 'completed' as const, deletedRows: { contactMessages: 2, brochureRequests: 1, deletionRequests: 0 }, anonymisedBookings: 1, deletedCustomers: 1, heldBy: [] };

describe('the operator’s notices', () => {
  it('are in English unless OPERATOR_LANGUAGE names one of the five languages', () => {
    expect(operator({})).toEqual({ email: 'info@altura-adventures.com', language: 'en' });
    expect(operator({ OPERATOR_LANGUAGE: 'FR', OPERATOR_EMAIL: 'ops@example.com' })).toEqual({ email: 'ops@example.com', language: 'fr' });
    expect(operator({ OPERATOR_LANGUAGE: 'pt' }).language).toBe('en');
  });

  it('tell of a contact message in the operator’s language, naming the visitor’s, with a reply to the visitor', () => {
    const email = contactNotice(message, row, operator({ OPERATOR_LANGUAGE: 'de' }));
    expect(email).toMatchObject({ to: 'info@altura-adventures.com', replyTo: 'giulia@example.it', subject: 'Kontaktformular: Nachricht von giulia@example.it', tag: 'contact' });
    expect(email.text.split('\n')).toEqual([
      'Neue Nachricht über das Kontaktformular (antworte auf diese E-Mail, um Giulia Rossi zu antworten).',
      '',
      'Name: Giulia Rossi',
      'E-Mail: giulia@example.it',
      'Sprache: Italiano',
      'Eingegangen: 2026-05-04T09:30:00.000Z',
      'Airtable-Datensatz: recRow0000000001',
      '',
      'Nachricht:',
      'Is there a departure in June?',
    ]);
  });

  it('tell of a completed erasure, with the reason or that none was given, and what was erased', () => {
    const english = erasureNotice(deletion, nothingHeld, operator({}));
    expect(english).toMatchObject({ to: 'info@altura-adventures.com', replyTo: 'hans@example.de', subject: 'Data erased: hans@example.de', tag: 'erasure-completed' });
    expect(english.text.split('\n')).toEqual([
      'A visitor confirmed the deletion of their data through the link emailed to them, and it is erased.',
      '',
      'Name: Hans Müller',
      'Email: hans@example.de',
      'Reason: Not provided',
      'Language: Deutsch',
      'Received: 2026-05-04T09:30:00.000Z',
      'Airtable record: recRow0000000002',
      '',
      'Contact messages deleted: 2',
      'Brochure requests deleted: 1',
      'Earlier deletion requests deleted: 0',
      'Bookings kept without the email address: 1',
      'Stripe customers deleted, with their saved cards: 1',
    ]);
  });

  it('tell of an erasure waiting for a balance in the operator’s language, naming the booking and its due date', () => {
    const held = { id: 'recBooking000001', checkoutSessionId: 'cs_test_held', status: 'deposit paid', balanceStatus: 'scheduled', stripeCustomerId: 'cus_1', balanceDueDate: '2027-03-01' };
    const italian = erasureNotice({ ...deletion, reason: 'Trasloco' }, { ...nothingHeld, outcome: 'waiting', anonymisedBookings: 0, deletedCustomers: 0, heldBy: [held] }, operator({ OPERATOR_LANGUAGE: 'it' }));
    expect(italian).toMatchObject({ subject: 'Cancellazione dei dati in attesa di un saldo: hans@example.de', tag: 'erasure-waiting' });
    expect(italian.text).toContain('Motivo: Trasloco');
    expect(italian.text).toContain('Non devi fare nulla.');
    expect(italian.text.split('\n').at(-1)).toBe('In attesa del saldo della prenotazione cs_test_held: scadenza 2027-03-01, scheduled');
  });
});

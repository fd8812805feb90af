import { describe, expect, it } from 'vitest';
import { contactNotice } from '../../src/server/emails/contact-notice.ts';
import { deletionNotice } from '../../src/server/emails/deletion-notice.ts';
import { operator } from '../../src/server/env.ts';

const row = { id: 'recRow0000000001', createdAt: '2026-05-04T09:30:00.000Z' };
const message = { name: 'Giulia Rossi', email: 'giulia@example.it', message: 'Is there a departure in June?', language: 'it' as const };
const deletion = { name: 'Hans Müller', email: 'hans@example.de', reason: '', language: 'de' as const };

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

  it('tell of a deletion request with its reason, or that none was given, and the days allowed', () => {
    const english = deletionNotice(deletion, row, operator({}));
    expect(english.subject).toBe('Data deletion request from hans@example.de');
    expect(english.text).toContain('Please process the request within 30 days.');
    expect(english.text).toContain('Reason: Not provided');
    expect(english.text).toContain('Language: Deutsch');
    const italian = deletionNotice({ ...deletion, reason: 'Trasloco' }, row, operator({ OPERATOR_LANGUAGE: 'it' }));
    expect(italian.subject).toBe('Richiesta di cancellazione dei dati da hans@example.de');
    expect(italian.text).toContain('Motivo: Trasloco');
    expect(italian.text).toContain('entro 30 giorni');
  });
});

import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, HONEYPOT_FIELD, checkRequestFields, isPlausibleEmail, matchesBrochurePattern } from '../../src/domain/visitor-requests.ts';
import { brochureBody, contactBody, deletionBody, visitorRequestRefusals } from '../../src/schema/api.ts';
import { parseWith } from '../../src/schema/parse.ts';

/** What each function reads from a request body: its shape, then the rules its form applies too. */
const checkContactRequest = (input: unknown) => parseWith(contactBody, input, visitorRequestRefusals);
const checkBrochureRequest = (input: unknown) => parseWith(brochureBody, input, visitorRequestRefusals);
const checkDeletionRequest = (input: unknown) => parseWith(deletionBody, input, visitorRequestRefusals);

const contact = { name: 'Giulia Rossi', email: 'giulia@example.it', message: 'Is there a departure in June?', language: 'it' };
const deletion = { name: 'Hans Müller', email: 'hans@example.de' };

describe('plausible email', () => {
  it.each(['anna@example.com', 'first.last+tag@mail.example.co.uk', "o'brien@example.ie", 'x@bücher.de', 'a@example.xn--p1ai'])(
    'accepts %s',
    (email) => expect(isPlausibleEmail(email)).toBe(true),
  );

  it.each([
    ['no at sign', 'anna.example.com'],
    ['two at signs', 'anna@b@example.com'],
    ['no dot in the domain', 'anna@localhost'],
    ['a one-letter top-level domain', 'anna@example.c'],
    ['a line break (header injection)', 'anna@example.com\r\nBcc: all@example.com'],
    ['a second recipient', 'anna@example.com,victim@example.com'],
    ['angle brackets', 'Anna <anna@example.com>'],
    ['a space', 'anna maria@example.com'],
    ['a leading dot', '.anna@example.com'],
    ['a double dot', 'an..na@example.com'],
    ['a label ending in a hyphen', 'anna@example-.com'],
    ['over 254 characters', `${'a'.repeat(60)}@${'b'.repeat(200)}.com`],
  ])('refuses %s', (_, email) => expect(isPlausibleEmail(email)).toBe(false));
});

describe('brochure pattern of the spec', () => {
  it('is the simple non-space@text.text pattern', () => {
    expect(matchesBrochurePattern('a@b.co')).toBe(true);
    expect(matchesBrochurePattern(' a@b.co ')).toBe(true);
    expect(matchesBrochurePattern('a@b')).toBe(false);
    expect(matchesBrochurePattern('a b@c.de')).toBe(false);
    expect(matchesBrochurePattern('')).toBe(false);
  });
});

describe('contact request', () => {
  it('accepts a complete message, trimmed, and ignores unknown fields', () => {
    expect(checkContactRequest({ ...contact, name: '  Giulia Rossi ', extra: { nested: true } })).toEqual({ ok: true, value: contact });
  });

  it('falls back to English for an unknown language', () => {
    const checked = checkContactRequest({ ...contact, language: '<script>' });
    expect(checked.ok && checked.value.language).toBe('en');
  });

  it('names every missing field, whitespace counting as empty', () => {
    expect(checkContactRequest({ name: '   ', email: 'giulia@example.it' })).toMatchObject({ ok: false, error: 'missing_fields', fields: ['name', 'message'] });
  });

  it('keeps line breaks in the message but not in the name', () => {
    expect(checkContactRequest({ ...contact, message: 'Hello\r\nagain' }).ok).toBe(true);
    expect(checkContactRequest({ ...contact, name: 'Giulia\r\nBcc: x@example.com' })).toMatchObject({ ok: false, error: 'invalid_name', fields: ['name'] });
  });

  it('refuses an implausible email', () => {
    expect(checkContactRequest({ ...contact, email: 'giulia@example' })).toMatchObject({ ok: false, error: 'invalid_email', fields: ['email'] });
  });

  it('takes 5000 characters of message and no more', () => {
    expect(checkContactRequest({ ...contact, message: 'x'.repeat(5000) }).ok).toBe(true);
    expect(checkContactRequest({ ...contact, message: 'x'.repeat(5001) })).toMatchObject({ ok: false, error: 'too_long', fields: ['message'] });
  });

  it('is refused by the form with the same key, fields and words as by the function', () => {
    const typed = { name: 'Giulia\nRossi', email: 'giulia@example.it', message: 'Hello' };
    expect(checkRequestFields(CONTACT_FIELDS, typed)).toEqual(checkContactRequest(typed));
    expect(checkContactRequest(typed)).toEqual({ ok: false, error: 'invalid_name', message: 'A name must be written on a single line. (name)', fields: ['name'] });
  });

  it('refuses a filled honeypot, whatever else is sent', () => {
    expect(checkContactRequest({ ...contact, [HONEYPOT_FIELD]: 'http://spam.example' })).toMatchObject({ ok: false, error: 'rejected', fields: [] });
  });

  it.each([
    ['an array', [contact]],
    ['a string', 'name=Giulia'],
    ['null', null],
    ['a number for the message', { ...contact, message: 42 }],
    ['an object for the email', { ...contact, email: { $ne: '' } }],
  ])('refuses %s as malformed', (_, input) => {
    expect(checkContactRequest(input)).toMatchObject({ ok: false, error: 'invalid_request' });
  });
});

describe('deletion request', () => {
  it('needs name and email; the reason is optional', () => {
    expect(checkDeletionRequest(deletion)).toEqual({ ok: true, value: { ...deletion, reason: '', language: 'en' } });
    expect(checkDeletionRequest({ email: 'hans@example.de', reason: 'Moving on' })).toMatchObject({ error: 'missing_fields', fields: ['name'] });
  });

  it('takes a reason of 1000 characters and no more', () => {
    expect(checkDeletionRequest({ ...deletion, reason: 'r'.repeat(1000) }).ok).toBe(true);
    expect(checkDeletionRequest({ ...deletion, reason: 'r'.repeat(1001) })).toMatchObject({ error: 'too_long', fields: ['reason'] });
  });

  it('refuses a line break in the email', () => {
    expect(checkDeletionRequest({ ...deletion, email: 'hans@example.de\nCc: x@example.com' })).toMatchObject({ error: 'invalid_email' });
  });
});

describe('brochure request', () => {
  it('needs a plausible email and the package name', () => {
    expect(checkBrochureRequest({ email: 'anna@example.com', packageName: 'Highlands & Isle of Skye', language: 'de' })).toEqual({
      ok: true,
      value: { email: 'anna@example.com', packageName: 'Highlands & Isle of Skye', language: 'de' },
    });
    expect(checkBrochureRequest({ email: 'anna@example.com' })).toMatchObject({ error: 'missing_fields', fields: ['packageName'] });
    expect(checkBrochureRequest({ email: 'anna@example', packageName: 'x' })).toMatchObject({ error: 'invalid_email' });
  });
});

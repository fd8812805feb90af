import { describe, expect, it } from 'vitest';
import { storableText } from '../../src/domain/stored-text.ts';
import { brochureBody, checkoutBody, checkoutRefusals, contactBody, couponBody, couponRefusals, deletionBody, visitorRequestRefusals } from '../../src/schema/api.ts';
import { parseWith } from '../../src/schema/parse.ts';

const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';

describe('storableText', () => {
  it.each([
    ['a right-to-left override that shows "invoice_gpj.exe" as "invoice_exe.jpg"', `invoice_${RLO}gpj.exe`, 'invoice_gpj.exe'],
    ['every embedding, override and pop (U+202A–U+202E)', 'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef', 'abcdef'],
    ['every isolate (U+2066–U+2069)', `${LRI}x\u2067y\u2068z${PDI}`, 'xyz'],
    ['the left-to-right, right-to-left and Arabic letter marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['a lone high surrogate', 'Ann\uD83D Lee', 'Ann Lee'],
    ['a lone low surrogate', 'Ann\uDE00 Lee', 'Ann Lee'],
    ['two high surrogates before a low one: the first is lone', '\uD83D\uD83D\uDE00', '\u{1F600}'],
    ['halves parted by a control: neither becomes a character', `\uD83D${RLO}\uDE00`, ''],
  ])('strips %s', (_, input, expected) => {
    expect(storableText(input)).toBe(expected);
  });

  it.each([
    ['an emoji (a surrogate pair)', 'Ciao 😀 👋🏽'],
    ['Arabic and Hebrew, which need no control characters to read right to left', 'مرحبا שלום'],
    ['Chinese, Cyrillic and accents', '你好 Привет Müller'],
    ['a zero-width joiner inside an emoji sequence', '👩‍👩‍👧'],
    ['line breaks in a message', 'Line one\nLine two'],
  ])('keeps %s as typed', (_, text) => {
    expect(storableText(text)).toBe(text);
  });
});

describe('the interface schemas store what storableText keeps', () => {
  it('strips a contact message’s name, address and message before they are checked', () => {
    const parsed = parseWith(contactBody, { name: `Ann ${RLO}eeL`, email: `ann@example.com${LRI}`, message: `Hi\uD800 there${PDI}`, language: 'en' }, visitorRequestRefusals);
    expect(parsed).toEqual({ ok: true, value: { name: 'Ann eeL', email: 'ann@example.com', message: 'Hi there', language: 'en' } });
  });

  it('takes a name made of controls only as missing', () => {
    const parsed = parseWith(deletionBody, { name: `${RLO}${LRI}`, email: 'ann@example.com' }, visitorRequestRefusals);
    expect(parsed).toMatchObject({ ok: false, error: 'missing_fields', fields: ['name'] });
  });

  it('strips a brochure request’s package name, which must then name a published package', () => {
    const parsed = parseWith(brochureBody, { email: 'ann@example.com', packageName: `Alta Via${RLO}`, language: 'de' }, visitorRequestRefusals);
    expect(parsed).toMatchObject({ ok: true, value: { packageName: 'Alta Via' } });
  });

  it('strips a promo code, at checkout and in the modal’s check', () => {
    const order = { packageId: 'recA', versionId: 'recB', quantity: 1, currency: 'EUR', language: 'en', couponCode: `wel${RLO}come10\uDC00` };
    expect(parseWith(checkoutBody, order, checkoutRefusals)).toMatchObject({ ok: true, value: { couponCode: 'WELCOME10' } });
    expect(parseWith(couponBody, { code: `${LRI}welcome10${PDI}`, packageId: 'recA' }, couponRefusals)).toMatchObject({ ok: true, value: { code: 'welcome10' } });
  });
});

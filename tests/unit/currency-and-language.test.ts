import { describe, expect, it } from 'vitest';
import { CURRENCIES, defaultCurrencyFor, resolveCurrency } from '../../src/domain/currency.ts';
import { LANGUAGES, localizedPath, preferredLang, toLang } from '../../src/domain/languages.ts';
import { alternatesOf, neutralPath } from '../../src/i18n/routes.ts';

describe('currency rule', () => {
  it('takes a valid cookie first', () => {
    expect(resolveCurrency('CHF', 'en', CURRENCIES)).toBe('CHF');
  });

  it.each([
    ['en', 'GBP'],
    ['de', 'EUR'],
    ['it', 'EUR'],
    ['fr', 'EUR'],
    ['es', 'EUR'],
    ['pt', 'USD'],
  ])('falls back by language: %s → %s', (lang, currency) => {
    expect(resolveCurrency(undefined, lang, CURRENCIES)).toBe(currency);
    expect(defaultCurrencyFor(lang)).toBe(currency);
  });

  it('ignores an unknown or tampered cookie', () => {
    expect(resolveCurrency('XYZ', 'de', CURRENCIES)).toBe('EUR');
    expect(resolveCurrency('eur', 'en', CURRENCIES)).toBe('GBP');
    expect(resolveCurrency('"><script>', 'en', CURRENCIES)).toBe('GBP');
  });
});

describe('languages', () => {
  it('treats anything but the five codes as English', () => {
    expect(toLang('de')).toBe('de');
    expect(toLang('<script>alert(1)</script>')).toBe('en');
    expect(toLang('javascript:de')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });

  it('follows the first supported browser language', () => {
    expect(preferredLang(['pt-BR', 'de-CH', 'en'], LANGUAGES)).toBe('de');
    expect(preferredLang(['ja'], LANGUAGES)).toBeUndefined();
  });

  it('maps a page to each language', () => {
    expect(localizedPath('de', '/packages/')).toBe('/de/packages/');
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('it', '/')).toBe('/it/');
    expect(neutralPath('/fr/blog/')).toBe('/blog/');
    expect(neutralPath('/blog/')).toBe('/blog/');
    expect(alternatesOf('/es/contact/')).toEqual({
      en: '/contact/',
      de: '/de/contact/',
      it: '/it/contact/',
      fr: '/fr/contact/',
      es: '/es/contact/',
    });
  });
});

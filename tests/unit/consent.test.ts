import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, ESSENTIAL_ONLY, allowsAdPixel, parseConsent, serializeConsent } from '../../src/domain/consent.ts';

describe('consent', () => {
  it('round-trips a stored choice', () => {
    const custom = { necessary: true, preferences: true, analytics: false, advertising: true } as const;
    expect(parseConsent(serializeConsent(custom))).toEqual(custom);
  });

  it('treats an unreadable value as no choice, so the banner shows again', () => {
    expect(parseConsent(undefined)).toBeUndefined();
    expect(parseConsent('not-json')).toBeUndefined();
    expect(parseConsent(encodeURIComponent('{"analytics":"yes"}'))).toBeUndefined();
    expect(parseConsent('%E0%A4%A')).toBeUndefined();
  });

  it('keeps necessary on whatever is stored', () => {
    expect(parseConsent(encodeURIComponent('{"necessary":false,"preferences":false,"analytics":false,"advertising":false}'))?.necessary).toBe(true);
  });

  it('grants the ad pixel only with analytics and advertising', () => {
    expect(allowsAdPixel(ACCEPT_ALL)).toBe(true);
    expect(allowsAdPixel(ESSENTIAL_ONLY)).toBe(false);
    expect(allowsAdPixel({ ...ACCEPT_ALL, analytics: false })).toBe(false);
    expect(allowsAdPixel({ ...ACCEPT_ALL, advertising: false })).toBe(false);
    expect(allowsAdPixel(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { countryCode } from '../../src/domain/countries.ts';
import { blogSlug, packageSlug } from '../../src/domain/slug.ts';

describe('package slug', () => {
  it('folds accents and drops punctuation', () => {
    expect(packageSlug("Côte d'Azur & Provence: Sentiers du Littoral")).toBe('cote-dazur-provence-sentiers-du-littoral');
    expect(packageSlug('Dolomites Hut-to-Hut')).toBe('dolomites-hut-to-hut');
    expect(packageSlug('  Nepal — Annapurna Sanctuary ')).toBe('nepal-annapurna-sanctuary');
  });
});

describe('blog slug', () => {
  it('turns whitespace into hyphens and removes other non-word characters', () => {
    expect(blogSlug("What's in my pack: a guide's 7-day kit list")).toBe('whats-in-my-pack-a-guides-7-day-kit-list');
    expect(blogSlug('Südtirol im Herbst')).toBe('sudtirol-im-herbst');
    expect(blogSlug('<script>alert(1)</script>')).toBe('scriptalert1script');
  });
});

describe('country list', () => {
  it('finds codes by English name, ignoring case', () => {
    expect(countryCode('Italy')).toBe('it');
    expect(countryCode('SCOTLAND')).toBe('gb-sct');
    expect(countryCode('wales')).toBe('gb-wls');
    expect(countryCode('Northern Ireland')).toBe('gb-nir');
    expect(countryCode('England')).toBe('gb-eng');
    expect(countryCode('Colorado')).toBe('us-co');
    expect(countryCode('Costa Rica')).toBe('cr');
  });

  it('gives a country its own code when a US state shares its name', () => {
    expect(countryCode('Georgia')).toBe('ge');
    expect(countryCode('Washington')).toBe('us-wa');
  });

  it('has no code for an unknown or empty name', () => {
    expect(countryCode('Atlantis')).toBeUndefined();
    expect(countryCode('')).toBeUndefined();
    expect(countryCode(undefined)).toBeUndefined();
  });
});

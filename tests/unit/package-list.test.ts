import { describe, expect, it } from 'vitest';
import {
  ALL_CONTINENTS,
  continentOptions,
  matchesContinent,
  packageListing,
  teaserPackages,
  toContinentFilter,
  type Listable,
} from '../../src/domain/package-list.ts';
import { nationName } from '../../src/domain/nation-name.ts';
import { repeatToAtLeast } from '../../src/domain/repeat-list.ts';

const pkg = (name: string, continent: string, status: Listable['status'] = 'active'): Listable => ({ name, continent, status });

const packages = [
  pkg('Patagonia W Trek', 'South America'),
  pkg('Kumano Kodo', 'Asia', 'work-in-progress'),
  pkg('Dolomites Hut-to-Hut', 'Europe'),
  pkg('Annapurna Circuit', 'Asia'),
  pkg('Round the World', 'Worldwide'),
  pkg('Isle of Skye', 'Europe'),
  pkg('Atlas Mountains', 'Africa'),
  pkg('Antarctic Peninsula', 'Antarctica', 'work-in-progress'),
];

describe('package list', () => {
  it('offers every distinct continent once, worldwide being "all"', () => {
    expect(continentOptions(packages)).toEqual([
      { key: 'africa', name: 'Africa' },
      { key: 'antarctica', name: 'Antarctica' },
      { key: 'asia', name: 'Asia' },
      { key: 'europe', name: 'Europe' },
      { key: 'south-america', name: 'South America' },
    ]);
  });

  it('filters by continent, shows worldwide packages under every filter', () => {
    expect(matchesContinent('Europe', 'europe')).toBe(true);
    expect(matchesContinent('Asia', 'europe')).toBe(false);
    expect(matchesContinent('South America', 'south-america')).toBe(true);
    expect(matchesContinent('Worldwide', 'africa')).toBe(true);
    expect(matchesContinent('Asia', ALL_CONTINENTS)).toBe(true);
  });

  it('maps worldwide, unknown and hostile filter values to all', () => {
    const known = continentOptions(packages).map((option) => option.key);
    expect(toContinentFilter('Europe', known)).toBe('europe');
    expect(toContinentFilter('south-america', known)).toBe('south-america');
    expect(toContinentFilter('worldwide', [...known, 'worldwide'])).toBe(ALL_CONTINENTS);
    expect(toContinentFilter('Atlantis', known)).toBe(ALL_CONTINENTS);
    expect(toContinentFilter('<script>alert(1)</script>', known)).toBe(ALL_CONTINENTS);
    expect(toContinentFilter(null, known)).toBe(ALL_CONTINENTS);
  });

  it('puts active packages first and Work in Progress apart, each by name', () => {
    const { active, workInProgress } = packageListing(packages);
    expect(active.map((item) => item.name)).toEqual([
      'Annapurna Circuit',
      'Atlas Mountains',
      'Dolomites Hut-to-Hut',
      'Isle of Skye',
      'Patagonia W Trek',
      'Round the World',
    ]);
    expect(workInProgress.map((item) => item.name)).toEqual(['Antarctic Peninsula', 'Kumano Kodo']);
  });

  it('teases at most four active packages', () => {
    expect(teaserPackages(packages).map((item) => item.name)).toEqual(['Annapurna Circuit', 'Atlas Mountains', 'Dolomites Hut-to-Hut', 'Isle of Skye']);
    expect(teaserPackages(packages.filter((item) => item.status !== 'active'))).toEqual([]);
  });
});

describe('carousel list', () => {
  it('repeats the whole list until it has at least six items', () => {
    expect(repeatToAtLeast(['a', 'b', 'c', 'd'], 6)).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd']);
    expect(repeatToAtLeast(['a'], 6)).toHaveLength(6);
    expect(repeatToAtLeast(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 6)).toHaveLength(7);
    expect(repeatToAtLeast([], 6)).toEqual([]);
  });
});

describe('nation name', () => {
  it('names a country in the page language, regions in the operator’s words', () => {
    expect(nationName('Italy', 'it', 'de')).toBe('Italien');
    expect(nationName('Japan', 'jp', 'it')).toBe('Giappone');
    expect(nationName('Scotland', 'gb-sct', 'de')).toBe('Scotland');
    expect(nationName('Atlantis', undefined, 'fr')).toBe('Atlantis');
  });
});

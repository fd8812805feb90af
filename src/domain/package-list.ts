import type { PackageStatus } from '../schema/content.ts';
import { packageSlug } from './slug.ts';

/**
 * The rules of the package list and the home teaser, shared by the pages (which render every
 * card) and the list's filter script (which shows the matching ones).
 */
export interface Listable {
  name: string;
  continent: string;
  status: PackageStatus;
}

export const ALL_CONTINENTS = 'all';
const WORLDWIDE = 'worldwide';
const TEASER_SIZE = 4;
/** The home teaser appears this long after the page's data is there. */
export const TEASER_DELAY_MS = 3500;

/** A continent as a filter value: "South America" → "south-america". */
export function continentKey(continent: string): string {
  return packageSlug(continent);
}

/** A filter value from a select or a URL: a continent key, or "all" (worldwide and anything unknown included). */
export function toContinentFilter(value: string | null | undefined, known: readonly string[]): string {
  const key = continentKey(value ?? '');
  return known.includes(key) && key !== WORLDWIDE ? key : ALL_CONTINENTS;
}

/** A worldwide package belongs under every continent. */
export function matchesContinent(continent: string, filter: string): boolean {
  const key = continentKey(continent);
  return filter === ALL_CONTINENTS || key === WORLDWIDE || key === filter;
}

/** The distinct continents to filter by, alphabetically; worldwide is "all", so it has no option of its own. */
export function continentOptions(packages: readonly Listable[]): { key: string; name: string }[] {
  const byKey = new Map<string, string>();
  for (const { continent } of packages) {
    const key = continentKey(continent);
    if (key && key !== WORLDWIDE && !byKey.has(key)) byKey.set(key, continent);
  }
  return [...byKey].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

const byName = (a: Listable, b: Listable) => a.name.localeCompare(b.name, 'en');

/** The list's two groups: active packages first, Work in Progress ones after the custom-trip card. */
export function packageListing<T extends Listable>(packages: readonly T[]): { active: T[]; workInProgress: T[] } {
  return {
    active: packages.filter((pkg) => pkg.status === 'active').sort(byName),
    workInProgress: packages.filter((pkg) => pkg.status === 'work-in-progress').sort(byName),
  };
}

/** The home teaser: at most four active packages, in list order. */
export function teaserPackages<T extends Listable>(packages: readonly T[]): T[] {
  return packageListing(packages).active.slice(0, TEASER_SIZE);
}

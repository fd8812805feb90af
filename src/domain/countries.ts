import { COUNTRY_NAMES } from './country-names.ts';

/** Names people commonly write for a country whose list name differs. */
const ALIASES: Readonly<Record<string, string>> = {
  'united states': 'us',
  usa: 'us',
  uk: 'gb',
  'great britain': 'gb',
  czechia: 'cz',
  'vatican city': 'va',
  "côte d'ivoire": 'ci',
  türkiye: 'tr',
};

// Countries are entered after regions so that a shared name means the country: "Georgia" is ge, not us-ga.
const byRegionFirst = Object.entries(COUNTRY_NAMES).sort(([a], [b]) => Number(b.includes('-')) - Number(a.includes('-')));

const CODE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...byRegionFirst.map(([code, name]) => [name.toLowerCase(), code] as const),
  ...Object.entries(ALIASES),
]);

/** The country-list code of a country name, ignoring case: "Scotland" → "gb-sct". */
export function countryCode(name: string | undefined): string | undefined {
  if (!name) return undefined;
  return CODE_BY_NAME.get(name.trim().toLowerCase());
}

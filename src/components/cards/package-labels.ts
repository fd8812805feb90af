import { continentKey } from '../../domain/package-list.ts';
import type { Dictionary } from '../../i18n/index.ts';

type PackageTexts = Dictionary['packageList'];

/** A continent in the page's language; a continent the site has no name for stays as the operator wrote it. */
export function continentLabel(t: PackageTexts, continent: string): string {
  const names: Readonly<Record<string, string>> = t.continents;
  return names[continentKey(continent)] ?? continent;
}

/** The category badge: the package type, translated when it is one of the three of the contract. */
export function typeLabel(t: PackageTexts, type: string | undefined): string | undefined {
  if (!type) return undefined;
  const names: Readonly<Record<string, string>> = t.types;
  return names[type.trim().toLowerCase()] ?? type;
}

import type { Dictionary } from '../../i18n/index.ts';

type PackageTexts = Dictionary['packageList'];

/** The category badge: the package type, translated when it is one of the three of the contract. */
export function typeLabel(t: PackageTexts, type: string | undefined): string | undefined {
  if (!type) return undefined;
  const names: Readonly<Record<string, string>> = t.types;
  return names[type.trim().toLowerCase()] ?? type;
}

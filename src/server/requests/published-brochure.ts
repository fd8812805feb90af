import { DEFAULT_LANGUAGE, type Lang } from '../../domain/languages.ts';
import { refuse, type Result } from '../../domain/result.ts';
import type { Catalog } from '../../schema/catalog.ts';

/**
 * The brochure of a published package, named as its page names it: the package's published name
 * and the brochure's path in the language, else the English one. Only such a package is ever
 * named in an email, whatever name a visitor sends.
 */
export function publishedBrochure(catalog: Catalog, packageName: string, language: Lang): Result<{ packageName: string; path: string }> {
  const found = catalog.packages.find((candidate) => candidate.name === packageName);
  if (!found) return refuse('unknown_package', 'There is no published package of that name.');
  const path = found.brochure[language] ?? found.brochure[DEFAULT_LANGUAGE];
  if (!path) return refuse('no_brochure', 'This package has no brochure.');
  return { ok: true, value: { packageName: found.name, path } };
}

/** The brochure's absolute link on the site. */
export function brochureUrl(path: string, origin: string): string {
  return new URL(path, `${origin}/`).href;
}

import type { Dictionary } from '../../i18n/index.ts';

/** A post's category in the page's language; one the site has no name for stays as the operator wrote it. */
export function categoryLabel(t: Dictionary['blog'], category: string): string {
  const names: Readonly<Record<string, string>> = t.categories;
  return names[category] ?? category;
}

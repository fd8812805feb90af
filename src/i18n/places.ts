import type { Lang } from '../domain/languages.ts';
import { continentKey } from '../domain/package-list.ts';
import { useTranslations } from './index.ts';

/** A continent in the page's language; a continent the site has no name for stays as the operator wrote it. */
export function continentName(continent: string, lang: Lang): string {
  const names: Readonly<Record<string, string>> = useTranslations(lang).places.continents;
  return names[continentKey(continent)] ?? continent;
}

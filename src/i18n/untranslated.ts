import type { Lang } from '../domain/languages.ts';
import { langAttribute } from '../domain/text-language.ts';
import { format } from './format.ts';
import { useTranslations } from './index.ts';

/**
 * What a description starts with when its text is another language's on this page (the English
 * fallback): it says so, and keeps the two pages' descriptions apart for search engines.
 */
export function englishOnlyPrefix(lang: Lang, text: Parameters<typeof langAttribute>[0]): string {
  return langAttribute(text, lang) ? format(useTranslations(lang).common.inEnglishOnly, { text: '' }) : '';
}

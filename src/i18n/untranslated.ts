import type { Lang } from '../domain/languages.ts';
import { format } from './format.ts';
import { useTranslations } from './index.ts';

/**
 * What a description starts with when its text is the English fallback on another language's
 * page: it says so, and keeps the two pages' descriptions apart for search engines.
 */
export function englishOnlyPrefix(lang: Lang, text: string | undefined, english: string | undefined): string {
  return lang !== 'en' && text !== undefined && text === english ? format(useTranslations(lang).common.inEnglishOnly, { text: '' }) : '';
}

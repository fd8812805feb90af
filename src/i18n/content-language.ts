import { LOCALE_TAGS, type Lang } from '../domain/languages.ts';
import { madeOnce } from '../domain/made-once.ts';
import { format } from './format.ts';
import { useTranslations } from './index.ts';

const languageNames = madeOnce<Intl.DisplayNames>();

/** "This text is in English." in the page's language, for a text in `language`. */
export function fallbackNote(lang: Lang, language: Lang): string {
  const name = languageNames(lang, () => new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'language' })).of(language) ?? language;
  return format(useTranslations(lang).contentLanguage.note, { language: name });
}

import { LOCALE_TAGS, type Lang } from '../domain/languages.ts';
import { format } from './format.ts';
import { useTranslations } from './index.ts';

/** Made once per language: making an Intl object costs far more than using it. */
const languageNames = new Map<Lang, Intl.DisplayNames>();

/** "This text is in English." in the page's language, for a text in `language`. */
export function fallbackNote(lang: Lang, language: Lang): string {
  let names = languageNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'language' });
    languageNames.set(lang, names);
  }
  const name = names.of(language) ?? language;
  return format(useTranslations(lang).contentLanguage.note, { language: name });
}

import { LOCALE_TAGS, type Lang } from './languages.ts';

/** Made once per language: making an Intl object costs far more than using it. */
const displayNames = new Map<Lang, Intl.DisplayNames>();
function regionNames(lang: Lang): Intl.DisplayNames {
  let made = displayNames.get(lang);
  if (!made) {
    made = new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'region', fallback: 'none' });
    displayNames.set(lang, made);
  }
  return made;
}

/**
 * A nation's name in the page's language, from its country-list code ("it" → "Italien" in
 * German). Regions without an ISO code of their own (gb-sct, us-co) keep the operator's English
 * name, as does anything the runtime cannot name.
 */
export function nationName(nation: string, code: string | undefined, lang: Lang): string {
  if (!code || !/^[a-z]{2}$/.test(code)) return nation;
  try {
    return regionNames(lang).of(code.toUpperCase()) ?? nation;
  } catch {
    return nation;
  }
}

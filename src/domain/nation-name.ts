import { LOCALE_TAGS, type Lang } from './languages.ts';
import { madeOnce } from './made-once.ts';

const regionNames = madeOnce<Intl.DisplayNames>();

/**
 * A nation's name in the page's language, from its country-list code ("it" → "Italien" in
 * German). Regions without an ISO code of their own (gb-sct, us-co) keep the operator's English
 * name, as does anything the runtime cannot name.
 */
export function nationName(nation: string, code: string | undefined, lang: Lang): string {
  if (!code || !/^[a-z]{2}$/.test(code)) return nation;
  try {
    return regionNames(lang, () => new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'region', fallback: 'none' })).of(code.toUpperCase()) ?? nation;
  } catch {
    return nation;
  }
}

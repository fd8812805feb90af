/** The five languages of the site. English is the default and lives at unprefixed routes. */
export const LANGUAGES = ['en', 'de', 'it', 'fr', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Lang = 'en';

/** Names shown in the language menu, each in its own language. */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  es: 'Español',
};

/** BCP 47 tags for Intl formatting and Open Graph locales. */
export const LOCALE_TAGS: Readonly<Record<Lang, string>> = {
  en: 'en-GB',
  de: 'de-DE',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any value that is not exactly one of the five codes (script-like strings included) becomes English. */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The first of `supported` among a browser's preferences (`navigator.languages`), by primary
 * subtag. It names nothing outside itself: the head script runs this function's own source.
 */
export function preferredLang<L extends string>(tags: readonly string[], supported: readonly L[]): L | undefined {
  for (const tag of tags) {
    const primary = String(tag).trim().toLowerCase().split('-')[0];
    const match = supported.find((lang) => lang === primary);
    if (match) return match;
  }
  return undefined;
}

/** Path prefix of a language: '' for English, '/de' for German. */
function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** The site path of a page in a language, from its language-neutral path ('/packages' → '/de/packages'). */
export function localizedPath(lang: Lang, path: string): string {
  const neutral = path.startsWith('/') ? path : `/${path}`;
  if (neutral === '/') return lang === DEFAULT_LANGUAGE ? '/' : `/${lang}/`;
  return `${langPrefix(lang)}${neutral}`;
}

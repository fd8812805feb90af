import type { Lang } from './languages.ts';

/** A localized content text, as far as its languages go (src/schema/content.ts). */
interface Fallible {
  fallbackFrom?: Partial<Record<Lang, Lang>> | undefined;
}

/** The language a text is in on a `lang` page: the page's, or the one it fell back to. */
export function textLanguage(text: Fallible | undefined, lang: Lang): Lang {
  return text?.fallbackFrom?.[lang] ?? lang;
}

/** A `lang` attribute for the text's element: only where the text is not in the page's language. */
export function langAttribute(text: Fallible | undefined, lang: Lang): Lang | undefined {
  const language = textLanguage(text, lang);
  return language === lang ? undefined : language;
}

/** The language the first of the texts that fell back is in, for one note over them all; undefined when none did. */
export function fallbackLanguage(texts: readonly (Fallible | undefined)[], lang: Lang): Lang | undefined {
  return texts.map((text) => langAttribute(text, lang)).find((language) => language !== undefined);
}

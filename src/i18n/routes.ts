import { DEFAULT_LANGUAGE, LANGUAGES, isLang, localizedPath, type Lang } from '../domain/languages.ts';

/** The URL path of one page in each language. */
export type Alternates = Readonly<Record<Lang, string>>;

/** The `[...lang]` route parameter: undefined for English, the code otherwise. */
export function langParam(lang: Lang): string | undefined {
  return lang === DEFAULT_LANGUAGE ? undefined : lang;
}

/** getStaticPaths of a page published once per language. */
export function languageStaticPaths() {
  return LANGUAGES.map((lang) => ({ params: { lang: langParam(lang) }, props: { lang } }));
}

/** '/de/packages/' → '/packages/' */
export function neutralPath(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  return isLang(first) && first !== DEFAULT_LANGUAGE ? `/${rest.join('/')}` : pathname;
}

export function alternatesOf(path: string): Alternates {
  const neutral = neutralPath(path);
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, localizedPath(lang, neutral)])) as Record<Lang, string>;
}

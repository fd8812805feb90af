import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { CONSENT_COOKIE, parseConsent } from '../../domain/consent.ts';
import { CURRENCIES, CURRENCY_COOKIE, resolveCurrency } from '../../domain/currency.ts';
import { LANGUAGES, preferredLang } from '../../domain/languages.ts';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language-choice.ts';

const settings = {
  languages: LANGUAGES,
  currencies: CURRENCIES,
  currencyCookie: CURRENCY_COOKIE.name,
  consentCookie: CONSENT_COOKIE.name,
  storageKey: LANGUAGE_STORAGE_KEY,
};

/**
 * Runs before the first paint: applies the stored currency to the static prices, and sends the
 * visitor to the page in their language (?lng=, else a remembered choice, else on arrival from
 * elsewhere the browser's languages; only from English pages, so a link to /de/… stays German).
 * The targets are the hreflang links. Values that are not one of the five codes are ignored;
 * "stored === null" is a visitor who never chose. A choice is remembered only with the visitor's
 * consent to preferences; without it the choice holds through the site's own links (the browser's
 * languages are followed only on arrival), and the next visit starts afresh. A not-found page is
 * never left: its 404 is the answer.
 * It ships as its own source, so it may use only its arguments and the browser's globals.
 */
function applyVisitorChoices(
  { languages, currencies, currencyCookie, consentCookie, storageKey }: typeof settings,
  currencyOf: typeof resolveCurrency,
  browserLanguage: typeof preferredLang,
  consentOf: typeof parseConsent,
): void {
  const html = document.documentElement;
  html.classList.add('js');
  const cookies = document.cookie.split('; ');
  const cookie = (name: string) => cookies.find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);
  const current = html.dataset.lang ?? 'en';
  html.dataset.currency = currencyOf(cookie(currencyCookie), current, currencies);
  if (html.dataset.notFound !== undefined) return;

  const valid = (value: string | null): value is string => (languages as readonly (string | null)[]).includes(value);
  const url = new URL(location.href);
  const asked = url.searchParams.get('lng');
  let stored: string | null = null;
  if (consentOf(cookie(consentCookie))?.preferences) {
    try {
      stored = localStorage.getItem(storageKey);
      if (valid(asked)) localStorage.setItem(storageKey, asked);
    } catch {
      // Storage may be blocked: the visitor then simply is not remembered.
    }
  }
  const arrived = !document.referrer.startsWith(`${location.origin}/`);
  const remembered = valid(stored) ? stored : stored === null && arrived ? browserLanguage(navigator.languages, languages) : undefined;
  const target = valid(asked) ? asked : current === 'en' ? remembered : undefined;
  if (!target || target === current) {
    if (url.searchParams.has('lng')) {
      url.searchParams.delete('lng');
      history.replaceState(history.state, '', url);
    }
    return;
  }
  const link = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${target}"]`);
  if (!link) return;
  // Only the path: the page may be served from another origin than the canonical one.
  const destination = new URL(new URL(link.href).pathname, location.origin);
  url.searchParams.delete('lng');
  destination.search = url.search;
  destination.hash = url.hash;
  location.replace(destination.href);
}

/**
 * The inline head script: the function above, given the domain's rules as their source, so the
 * rules that run are the tested ones. Minified here, since inline code skips the bundler.
 */
export const HEAD_SCRIPT = transformSync(`(${applyVisitorChoices})(${JSON.stringify(settings)}, ${resolveCurrency}, ${preferredLang}, ${parseConsent});`, {
  minify: true,
  target: 'es2020',
}).code.trim();

/** Its CSP hash, for the page's policy. */
export const HEAD_SCRIPT_HASH = `sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}` as const;

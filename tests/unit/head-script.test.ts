import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT } from '../../src/components/shell/head-script.ts';

interface Visit {
  url: string;
  lang: string;
  cookie?: string;
  stored?: string;
  browser?: string[];
  notFound?: boolean;
  /** The page the visitor came from; none when typed, bookmarked or opened from elsewhere. */
  referrer?: string;
}

/** The consent cookie of a visitor who allowed preferences, and of one who chose Essential Only. */
const PREFERENCES = `cookie_consent=${encodeURIComponent(JSON.stringify({ necessary: true, preferences: true, analytics: false, advertising: false }))}`;
const ESSENTIAL = `cookie_consent=${encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, analytics: false, advertising: false }))}`;

/** Runs the inline head script as the page does, in a bare context: it must need nothing but its own source. */
function runHeadScript({ url, lang, cookie = PREFERENCES, stored, browser = ['en-GB'], notFound = false, referrer = '' }: Visit) {
  const storage = new Map(stored === undefined ? [] : [['lang', stored]]);
  const dataset: Record<string, string> = { lang, ...(notFound ? { notFound: '' } : {}) };
  const replaced: string[] = [];
  const { origin, pathname } = new URL(url);
  const prefix = pathname.match(/^\/(de|it|fr|es)\//)?.[0] ?? '/';
  const neutral = pathname.slice(prefix.length - 1);
  runInNewContext(HEAD_SCRIPT, {
    URL,
    document: {
      cookie,
      referrer,
      documentElement: { dataset, classList: { add: () => undefined } },
      querySelector: (selector: string) => {
        const target = /hreflang="(\w+)"/.exec(selector)?.[1];
        return { href: `https://altura.example${target === 'en' ? '' : `/${target}`}${neutral}` };
      },
    },
    location: { href: url, origin, replace: (href: string) => replaced.push(href) },
    navigator: { languages: browser, language: browser[0] },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    history: { state: null, replaceState: () => undefined },
  });
  return { currency: dataset.currency, replaced, stored: storage.get('lang') };
}

describe('the shipped head script', () => {
  it('applies a valid currency cookie, else the language default', () => {
    expect(runHeadScript({ url: 'http://localhost/de/', lang: 'de', cookie: `a=1; currency=CHF; ${ESSENTIAL}` }).currency).toBe('CHF');
    expect(runHeadScript({ url: 'http://localhost/de/', lang: 'de', cookie: 'currency=XYZ' }).currency).toBe('EUR');
    expect(runHeadScript({ url: 'http://localhost/', lang: 'en' }).currency).toBe('GBP');
  });

  it("follows the browser's languages on a first visit to an English page only", () => {
    expect(runHeadScript({ url: 'http://localhost/blog/?x=1#top', lang: 'en', browser: ['pt-BR', 'de-CH'] }).replaced).toEqual([
      'http://localhost/de/blog/?x=1#top',
    ]);
    expect(runHeadScript({ url: 'http://localhost/it/blog/', lang: 'it', browser: ['de-DE'] }).replaced).toEqual([]);
    expect(runHeadScript({ url: 'http://localhost/blog/', lang: 'en', stored: 'en', browser: ['de-DE'] }).replaced).toEqual([]);
  });

  it('honours and remembers ?lng=, and ignores a value that is not a language', () => {
    const asked = runHeadScript({ url: 'http://localhost/de/about/?lng=fr', lang: 'de' });
    expect(asked).toMatchObject({ replaced: ['http://localhost/fr/about/'], stored: 'fr' });
    const hostile = runHeadScript({ url: 'http://localhost/about/?lng=%3Cscript%3E', lang: 'en', stored: 'en' });
    expect(hostile).toMatchObject({ replaced: [], stored: 'en' });
  });

  it('remembers a choice and follows it on later visits only with consent to preferences', () => {
    const essential = runHeadScript({ url: 'http://localhost/about/?lng=de', lang: 'en', cookie: ESSENTIAL });
    expect(essential).toMatchObject({ replaced: ['http://localhost/de/about/'], stored: undefined });
    const undecided = runHeadScript({ url: 'http://localhost/about/?lng=de', lang: 'en', cookie: '' });
    expect(undecided).toMatchObject({ replaced: ['http://localhost/de/about/'], stored: undefined });
    expect(runHeadScript({ url: 'http://localhost/blog/', lang: 'en', cookie: ESSENTIAL, stored: 'fr' }).replaced).toEqual([]);
    expect(runHeadScript({ url: 'http://localhost/blog/', lang: 'en', cookie: PREFERENCES, stored: 'fr' }).replaced).toEqual(['http://localhost/fr/blog/']);
  });

  it("follows the browser's languages only on arrival, so that English chosen without consent holds through the site's links", () => {
    const inside = { url: 'http://localhost/about/', lang: 'en', cookie: ESSENTIAL, browser: ['de-DE'] };
    expect(runHeadScript({ ...inside, referrer: 'http://localhost/de/' }).replaced).toEqual([]);
    expect(runHeadScript({ ...inside, referrer: 'https://www.example.org/' }).replaced).toEqual(['http://localhost/de/about/']);
    expect(runHeadScript({ ...inside, referrer: 'http://localhost.example.org/' }).replaced).toEqual(['http://localhost/de/about/']);
    expect(runHeadScript(inside).replaced).toEqual(['http://localhost/de/about/']);
  });

  it('never leaves a not-found page, whatever is remembered or asked', () => {
    expect(runHeadScript({ url: 'http://localhost/nope', lang: 'en', stored: 'fr', notFound: true })).toMatchObject({ replaced: [], currency: 'GBP' });
    expect(runHeadScript({ url: 'http://localhost/blog/no-such-post/?lng=de', lang: 'en', notFound: true }).replaced).toEqual([]);
    expect(runHeadScript({ url: 'http://localhost/nope', lang: 'en', browser: ['fr-FR'], notFound: true }).replaced).toEqual([]);
  });
});

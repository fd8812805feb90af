import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { PAGE_TYPES, pagePath } from '../../scripts/lib/page-types.ts';
import { LANGUAGES, isLang, type Lang } from '../../src/domain/languages.ts';
import { siteUrl } from '../support/context.ts';
import { jsonLdProblems, jsonLdTypes } from '../support/json-ld.ts';

async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(siteUrl('/sitemap-index.xml'))).text();
  const paths: string[] = [];
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await (await fetch(siteUrl(new URL(loc!).pathname))).text();
    for (const [, page] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(page!).pathname);
  }
  return paths;
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** The language a path is published in: its prefix, English without one. */
function languageOf(path: string): Lang {
  const first = path.split('/')[1];
  return isLang(first) ? first : 'en';
}

interface Crawled {
  /** hreflang → the path it points to. */
  alternates: Record<string, string>;
  /** The @types of the JSON-LD blocks. */
  structuredData: string[];
}

/** The structured data a search engine should find on each kind of page. */
function expectedStructuredData(path: string): string | undefined {
  if (/^(\/\w\w)?\/packages\/[^/]+\/$/.test(path)) return 'TouristTrip';
  if (/^(\/\w\w)?\/blog\/[^/]+\/$/.test(path)) return 'BlogPosting';
  if (/^(\/\w\w)?\/contact\/$/.test(path)) return 'FAQPage';
  return undefined;
}

describe('search engines', () => {
  it('find every page in every language, each with its canonical, hreflang, a unique title and description, and valid structured data', async () => {
    const paths = await sitemapPaths();
    for (const lang of LANGUAGES.filter((code) => code !== 'en')) {
      expect(paths.filter((path) => path.startsWith(`/${lang}/`)).length, lang).toBe(paths.filter((path) => !/^\/(de|it|fr|es)\//.test(path)).length);
    }
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const crawled = new Map<string, Crawled>();
    for (const path of paths) {
      const response = await fetch(siteUrl(path));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(new URL(attribute(html, /<link rel="canonical" href="([^"]+)"/) ?? '').pathname, path).toBe(path);
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1]!, new URL(match[2]!).pathname]),
      );
      expect(Object.keys(alternates).sort(), path).toEqual([...LANGUAGES, 'x-default'].sort());
      const title = attribute(html, /<title>([^<]+)<\/title>/)!;
      const description = attribute(html, /<meta name="description" content="([^"]+)"/)!;
      expect(description.length, path).toBeGreaterThan(20);
      expect(titles.get(title), `title of ${path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
      const structuredData: string[] = [];
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)) {
        const data = JSON.parse(json!) as Record<string, unknown>;
        expect(jsonLdProblems(data), path).toEqual([]);
        structuredData.push(...jsonLdTypes(data));
      }
      const expected = expectedStructuredData(path);
      if (expected) expect(structuredData, path).toContain(expected);
      crawled.set(path, { alternates, structuredData });
    }

    // hreflang: a page names itself in its own language, English as x-default, and each
    // alternate is a page of that language naming exactly the same set: the same page.
    for (const [path, { alternates }] of crawled) {
      expect(alternates[languageOf(path)], `${path} names itself`).toBe(path);
      expect(alternates['x-default'], `x-default of ${path}`).toBe(alternates.en);
      for (const lang of LANGUAGES) {
        const target = alternates[lang]!;
        expect(languageOf(target), `${lang} alternate of ${path}`).toBe(lang);
        expect(crawled.get(target)?.alternates, `${lang} alternate ${target} of ${path}`).toEqual(alternates);
      }
    }
  });

  it('answers robots.txt with the sitemap', async () => {
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain('Sitemap:');
  });
});

/** The headers netlify.toml sets on every file Netlify serves. */
async function siteHeaders(): Promise<Record<string, string>> {
  const config = parse(await readFile('netlify.toml', 'utf8')) as { headers: { for: string; values: Record<string, string> }[] };
  return config.headers.find((rule) => rule.for === '/*')!.values;
}

describe('security headers', () => {
  const pages = [
    ...(['en', 'de'] as const).flatMap((lang) => PAGE_TYPES.map((page) => [`${page.type} (${lang})`, pagePath(page, lang)] as const)),
    ['an unknown English path', '/no/such/page'] as const,
    ['an unknown blog post', '/it/blog/no-such-post/'] as const,
  ];

  it.each(pages)('are on %s, with its own Content-Security-Policy', async (_, path) => {
    const response = await fetch(siteUrl(path));
    const expected = await siteHeaders();
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${name} of ${path}`).toBe(value);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toMatch(/<meta http-equiv="content-security-policy" content="default-src 'self';/);
  });

  it('are on every function answer, which a page may never frame nor run', async () => {
    const expected = await siteHeaders();
    const answers = [
      await fetch(siteUrl('/api/contact'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      await fetch(siteUrl('/api/process-payment')),
      await fetch(siteUrl('/api/checkout')),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 405]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy']) expect(answer.headers.get(name), name).toBe(expected[name]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('cache hashed assets for a year', async () => {
    const html = await (await fetch(siteUrl('/de/'))).text();
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(html)![1]!;
    expect((await fetch(siteUrl(asset))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

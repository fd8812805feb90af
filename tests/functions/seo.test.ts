import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/languages.ts';
import { siteUrl } from '../support/context.ts';

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

describe('search engines', () => {
  it('find every page in every language, each with its canonical, hreflang, a unique title and description, and valid structured data', async () => {
    const paths = await sitemapPaths();
    for (const lang of LANGUAGES.filter((code) => code !== 'en')) {
      expect(paths.filter((path) => path.startsWith(`/${lang}/`)).length, lang).toBe(paths.filter((path) => !/^\/(de|it|fr|es)\//.test(path)).length);
    }
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of paths) {
      const response = await fetch(siteUrl(path));
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(new URL(attribute(html, /<link rel="canonical" href="([^"]+)"/) ?? '').pathname, path).toBe(path);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => match[1]);
      expect(alternates.sort(), path).toEqual([...LANGUAGES, 'x-default'].sort());
      const title = attribute(html, /<title>([^<]+)<\/title>/)!;
      const description = attribute(html, /<meta name="description" content="([^"]+)"/)!;
      expect(description.length, path).toBeGreaterThan(20);
      expect(titles.get(title), `title of ${path}`).toBeUndefined();
      expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);
      for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)) {
        const data = JSON.parse(json!) as { '@context'?: string; '@type'?: string };
        expect(data['@context'], path).toBe('https://schema.org');
        expect(data['@type'], path).toBeTruthy();
      }
    }
  });

  it('answers robots.txt with the sitemap', async () => {
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toContain('Sitemap:');
  });
});

describe('security headers', () => {
  it('are on every page, with hashed assets cached for a year', async () => {
    const response = await fetch(siteUrl('/de/'));
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await response.text();
    expect(html).toMatch(/<meta http-equiv="content-security-policy" content="default-src 'self';/);
    const asset = /src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/_astro\/[^"]+\.css)"/.exec(html)![1]!;
    expect((await fetch(siteUrl(asset))).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALE_TAGS, localizedPath } from '../../src/domain/languages.ts';
import { siteUrl } from '../support/context.ts';

/** Every route of the spec, as served by Netlify's emulation of the deploy. */
const PAGES = ['/', '/packages/', '/about/', '/blog/', '/contact/', '/success/', '/balance/', '/privacy-policy/', '/terms-of-service/', '/delete-account/'];

describe('routes', () => {
  for (const lang of LANGUAGES) {
    it(`serves every page in ${lang}`, async () => {
      for (const page of PAGES) {
        const response = await fetch(siteUrl(localizedPath(lang, page)));
        expect(response.status, `${lang} ${page}`).toBe(200);
        const html = await response.text();
        expect(html, `${lang} ${page}`).toContain(`<html lang="${LOCALE_TAGS[lang]}"`);
        expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
        expect(html.match(/<link rel="alternate" hreflang="/g)).toHaveLength(6);
      }
    });
  }

  it.each([
    ['/no-such-page', 'Page not Found'],
    ['/de/no-such-page', 'Seite nicht gefunden'],
    ['/it/blog/no/such/post', 'Pagina non trovata'],
    ['/es/<script>alert(1)</script>', 'Página no encontrada'],
  ])('answers %s with the 404 page of its language', async (path, title) => {
    const response = await fetch(siteUrl(path));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(title);
  });

  it('publishes a sitemap with every page in every language, and robots.txt', async () => {
    const index = await (await fetch(siteUrl('/sitemap-index.xml'))).text();
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
    const sitemap = await (await fetch(siteUrl(new URL(sitemapUrl).pathname))).text();
    for (const lang of LANGUAGES) {
      for (const page of ['/', '/packages/', '/about/', '/blog/', '/contact/']) {
        expect(sitemap).toContain(`${localizedPath(lang, page)}</loc>`);
      }
    }
    expect(sitemap).not.toContain('/success/');
    expect(sitemap).not.toContain('/balance/');
    const robots = await (await fetch(siteUrl('/robots.txt'))).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
  });
});

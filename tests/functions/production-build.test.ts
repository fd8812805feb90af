import { describe, expect, it } from 'vitest';
import { siteUrl } from '../support/context.ts';

/**
 * The test build runs without Netlify's CONTEXT, as a local build does, and is built as
 * production: indexable, with its sitemap, and without the preview strip.
 */
describe('a production build', () => {
  it.each(['/', '/de/packages/', '/no-such-page/'])('sends %s without X-Robots-Tag and without the preview strip', async (path) => {
    const response = await fetch(siteUrl(path));
    expect(response.headers.has('x-robots-tag')).toBe(false);
    const html = await response.text();
    expect(html).not.toContain('preview-ribbon');
    expect(html).toContain('<link rel="sitemap" href="/sitemap-index.xml">');
  });

  it('publishes its sitemap', async () => {
    expect((await fetch(siteUrl('/sitemap-index.xml'))).status).toBe(200);
  });
});

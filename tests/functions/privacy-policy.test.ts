import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_URL } from '../../src/config/map-tiles.ts';
import { PRIVACY } from '../../src/config/privacy.ts';
import { processors } from '../../src/config/processors.ts';
import { siteUrl } from '../support/context.ts';
import { TEST_PIXEL_ID } from '../support/meta-pixel.ts';

/**
 * The built privacy policy names the services the site was built with: the test build has the
 * default OpenStreetMap tiles and a (dummy) Meta pixel. Which list a configuration gives is
 * tests/unit/processors.test.ts's.
 */
async function page(path: string) {
  const html = await (await fetch(siteUrl(path))).text();
  const named = [...html.matchAll(/<li data-processor="([^"]+)"(?: data-host="([^"]*)")?[^>]*>\s*<strong[^>]*>([^<]+)<\/strong>/g)].map(([, key, host, name]) => ({
    key,
    host,
    name: name!.replace(/&amp;/g, '&'),
  }));
  const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return { html, named, policy, text };
}

/** Where the link with this text leads. */
function link(html: string, text: string): string | undefined {
  return [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].find(([, , label]) => label!.trim() === text)?.[1];
}

describe('the privacy policy', () => {
  it('names exactly the processors of the services the site is built with, Meta and the tile host included', async () => {
    const { named } = await page('/privacy-policy/');
    const expected = processors({ tileUrl: DEFAULT_TILE_URL, metaPixelId: TEST_PIXEL_ID });
    expect(named).toEqual(expected.map(({ key, host, name }) => ({ key, host, name })));
    expect(named.map((processor) => processor.key)).toEqual(['netlify', 'airtable', 'stripe', 'postmark', 'map-tiles', 'meta']);
    expect(named.find((processor) => processor.key === 'map-tiles')).toMatchObject({ name: 'OpenStreetMap Foundation', host: 'tile.openstreetmap.org' });
  });

  it('names every third party the pages may load, as their Content-Security-Policy allows them', async () => {
    const { named, policy } = await page('/privacy-policy/');
    const thirdParties = new Set([...policy.matchAll(/https:\/\/([^\s;']+)/g)].map(([, host]) => host!));
    const tileHost = named.find((processor) => processor.key === 'map-tiles')!.host!;
    expect(thirdParties.has(tileHost)).toBe(true);
    const metaHosts = [...thirdParties].filter((host) => /facebook\.(net|com)$/.test(host));
    expect(metaHosts.length > 0).toBe(named.some((processor) => processor.key === 'meta'));
    expect([...thirdParties].filter((host) => host !== tileHost && !metaHosts.includes(host))).toEqual([]);
  });

  it('names the controller, every purpose with its legal basis and period, and the rights with the supervisory authority', async () => {
    const { text, html } = await page('/privacy-policy/');
    expect(text).toContain('The controller of your personal data is Altura Adventures S.r.l., Via del Pratello 21, 40122 Bologna, Italy.');
    expect(link(html, 'info@altura-adventures.com')).toBe('mailto:info@altura-adventures.com');
    for (const period of [
      `${PRIVACY.contactMessageRetentionMonths} months after it arrived`,
      `${PRIVACY.brochureRequestRetentionMonths} months after it arrived`,
      `Booking records ${PRIVACY.bookingRetentionYears} years`,
      `for ${PRIVACY.deletionRecordRetentionYears} years`,
      'cookie, 365 days',
      'cookie, 90 days',
    ]) {
      expect(text).toContain(period);
    }
    for (const basis of ['legitimate interest', 'the contract with you', 'a legal obligation', 'your consent']) expect(text).toContain(basis);
    for (const right of ['to access', 'to correct', 'to delete', 'to restrict', 'to object', 'portable format', 'to withdraw a consent', 'complain to a supervisory authority']) {
      expect(text).toContain(right);
    }
    expect(link(html, PRIVACY.supervisoryAuthority.name)).toBe(PRIVACY.supervisoryAuthority.url);
    expect(link(html, 'data deletion page')).toBe('/delete-account/');
  });

  it('is the same English text in every language, linking to the deletion page of that language', async () => {
    const english = await page('/privacy-policy/');
    const german = await page('/de/privacy-policy/');
    expect(german.named).toEqual(english.named);
    expect(link(german.html, 'data deletion page')).toBe('/de/delete-account/');
    expect(/<article[^>]* lang="en"/.test(german.html)).toBe(true);
  });
});

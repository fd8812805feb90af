import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { javascriptBudgetKb } from '../../scripts/bench/budgets.ts';
import { javascriptLoaded, scrollThrough } from '../../scripts/lib/page-javascript.ts';
import { PAGE_TYPES, pagePath } from '../../scripts/lib/page-types.ts';
import { PHONE, useBrowser } from '../support/browser.ts';
import { siteUrl } from '../support/context.ts';
import { accessibilityViolations } from '../support/page-checks.ts';

const browser = useBrowser();

interface Watched {
  cspViolations: string[];
  /** Uncaught errors, React's failed hydrations among them. */
  scriptErrors: string[];
  lcpElement?: Element;
}

/** Opens a page as a first-time visitor on a phone, recording CSP violations, script errors and the LCP element from the start. */
async function openWatched(path: string): Promise<Page> {
  const page = await browser.open('about:blank', { ...PHONE, firstVisit: true });
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.cspViolations = [];
    watched.scriptErrors = [];
    window.addEventListener('error', (event) => watched.scriptErrors.push(event.message));
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
      watched.lcpElement = last?.element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(siteUrl(path));
  await page.waitForLoadState('networkidle');
  return page;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe.each(['en', 'de'] as const)('every page type in %s, at a first visit on a phone', (lang) => {
  for (const pageType of PAGE_TYPES) {
    it(`${pageType.type}: no script error (React hydrates the pre-rendered islands as they are), no CSP or WCAG violation, stable sized modern images, self-hosted fonts, JavaScript within budget`, async () => {
      const page = await openWatched(pagePath(pageType, lang));
      await page.locator('.consent-banner').waitFor();

      const lcp = await page.evaluate(() => {
        const element = (window as unknown as Watched).lcpElement;
        return element instanceof HTMLImageElement ? { loading: element.loading, priority: element.getAttribute('fetchpriority') } : undefined;
      });
      if (lcp) expect(lcp, 'the LCP image').toEqual({ loading: 'eager', priority: 'high' });

      await scrollThrough(page);
      const images = await page.evaluate(() =>
        [...document.querySelectorAll('img:not(.leaflet-tile)')].map((img) => ({
          src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
          sized: (img.hasAttribute('width') && img.hasAttribute('height')) || getComputedStyle(img).aspectRatio !== 'auto',
          modern:
            (img as HTMLImageElement).src.endsWith('.svg') ||
            [...(img.parentElement?.querySelectorAll('source') ?? [])].some((source) => /avif|webp/.test(source.type)) ||
            /\.(avif|webp)(\?|$)/.test((img as HTMLImageElement).currentSrc),
        })),
      );
      for (const image of images) {
        expect(image.sized, `${image.src} has no size`).toBe(true);
        expect(image.modern, `${image.src} has no AVIF/WebP`).toBe(true);
      }
      const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)));
      for (const font of fonts) expect(new URL(font).origin).toBe(new URL(siteUrl('/')).origin);

      expect(await page.evaluate(() => (window as unknown as Watched).cspViolations)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as Watched).scriptErrors)).toEqual([]);
      // Map markers may sit closer than 24 px; the itinerary list beside the map is the equivalent control (WCAG 2.5.8).
      expect(await accessibilityViolations(page, [{ rule: 'target-size', within: '.leaflet-marker-pane' }])).toEqual([]);
      expect(kb((await javascriptLoaded(page)).gzipBytes)).toBeLessThanOrEqual(javascriptBudgetKb(pageType.type, 'first visit'));
    });
  }
});

describe('JavaScript of a returning visitor (gzip, after scrolling)', () => {
  for (const pageType of PAGE_TYPES) {
    const budget = javascriptBudgetKb(pageType.type, 'returning');

    it(`${pageType.type}: at most ${budget} kB`, async () => {
      const page = await browser.open(pageType.path);
      await scrollThrough(page);
      expect(kb((await javascriptLoaded(page)).gzipBytes)).toBeLessThanOrEqual(budget);
    });
  }
});

describe('CSP with the cookie settings panel open', () => {
  it('loads React on demand without a violation', async () => {
    const page = await openWatched('/privacy-policy/');
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as Watched).cspViolations)).toEqual([]);
  });
});

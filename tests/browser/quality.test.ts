import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { JS_BUDGET_KB } from '../../scripts/bench/budgets.ts';
import { useBrowser } from '../support/browser.ts';
import { siteUrl } from '../support/context.ts';
import { PAGE_TYPES, pagePath, type PageType } from '../support/pages.ts';

const browser = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LIGHT_PAGES: readonly PageType[] = ['packages', 'about', 'blog', 'blog post'];

/** Collects Content-Security-Policy violations from the moment the document starts. */
async function openWatchingCsp(path: string, options: Parameters<typeof browser.open>[1] = {}) {
  const page = await browser.open('about:blank', options);
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(siteUrl(path));
  return page;
}

async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
}

/** Gzip bytes of every script the page loaded, fetched again and compressed as a CDN would. */
async function javascriptKb(page: Page): Promise<number> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  const inline = await page.evaluate(() => [...document.scripts].filter((script) => !script.src && !script.type.includes('json')).map((script) => script.text).join(''));
  let bytes = gzipSync(inline).length;
  for (const url of new Set(scripts)) {
    bytes += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
  }
  return bytes / 1024;
}

describe.each(['en', 'de'] as const)('every page type in %s', (lang) => {
  for (const pageType of PAGE_TYPES) {
    const path = pagePath(pageType, lang);

    it(`${pageType.type}: no CSP violation, no accessibility violation`, async () => {
      const page = await openWatchingCsp(path);
      await scrollThrough(page);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(document);
        return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
    });
  }
});

describe.each(['en', 'de'] as const)('images and fonts in %s', (lang) => {
  for (const pageType of PAGE_TYPES) {
    it(`${pageType.type}: no layout shift from images, the LCP image eager with priority, AVIF/WebP, self-hosted fonts`, async () => {
      const page = await browser.open('about:blank', { viewport: { width: 412, height: 823 }, isMobile: true });
      await page.addInitScript(() => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
          (window as unknown as { lcpElement?: Element }).lcpElement = last?.element;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(siteUrl(pagePath(pageType, lang)));
      await page.waitForLoadState('networkidle');
      const lcp = await page.evaluate(() => {
        const element = (window as unknown as { lcpElement?: Element }).lcpElement;
        return element instanceof HTMLImageElement ? { loading: element.loading, priority: element.getAttribute('fetchpriority') } : undefined;
      });
      if (lcp) expect(lcp).toEqual({ loading: 'eager', priority: 'high' });

      await scrollThrough(page);
      const images = await page.evaluate(() =>
        [...document.querySelectorAll('img')].map((img) => ({
          src: img.currentSrc || img.src,
          sized: (img.hasAttribute('width') && img.hasAttribute('height')) || getComputedStyle(img).aspectRatio !== 'auto',
          modern: img.src.endsWith('.svg') || [...(img.parentElement?.querySelectorAll('source') ?? [])].some((source) => /avif|webp/.test(source.type)) || /\.(avif|webp)(\?|$)/.test(img.currentSrc),
          tile: img.classList.contains('leaflet-tile'),
        })),
      );
      for (const image of images.filter((candidate) => !candidate.tile)) {
        expect(image.sized, `${image.src} has no size`).toBe(true);
        expect(image.modern, `${image.src} has no AVIF/WebP`).toBe(true);
      }
      const origin = new URL(siteUrl('/')).origin;
      const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)));
      for (const font of fonts) expect(new URL(font).origin).toBe(origin);
    });
  }
});

describe('JavaScript budgets (gzip, after scrolling)', () => {
  for (const pageType of PAGE_TYPES) {
    const light = LIGHT_PAGES.includes(pageType.type);
    const returning = light ? JS_BUDGET_KB.lightPage : pageType.type === 'package' ? JS_BUDGET_KB.packageWithMap : JS_BUDGET_KB.firstVisit;

    it(`${pageType.type}: at most ${returning} kB for a returning visitor`, async () => {
      const page = await browser.open(pageType.path);
      await scrollThrough(page);
      expect(await javascriptKb(page)).toBeLessThanOrEqual(returning);
    });

    it(`${pageType.type}: at most ${JS_BUDGET_KB.firstVisit} kB at a first visit with the consent banner`, async () => {
      const page = await browser.open(pageType.path, { firstVisit: true });
      await page.getByRole('region', { name: 'We value your privacy' }).waitFor();
      await scrollThrough(page);
      const budget = pageType.type === 'package' ? JS_BUDGET_KB.packageWithMap : JS_BUDGET_KB.firstVisit;
      expect(await javascriptKb(page)).toBeLessThanOrEqual(budget);
    });
  }
});

describe('CSP with the cookie settings panel open', () => {
  it('loads React on demand without a violation', async () => {
    const page = await openWatchingCsp('/privacy-policy/', { firstVisit: true });
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

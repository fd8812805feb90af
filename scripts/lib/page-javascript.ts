import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** How the JavaScript of a page is measured, by the quality tests and the bench alike. */

/** Scrolls to the bottom in steps, as a reader would, so that everything loaded on view has loaded. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
}

/**
 * The JavaScript a page loaded, gzip-compressed as a CDN serves it: each script the browser
 * fetched, read again and compressed here (the local server does not compress), and the scripts
 * inlined in the page (Astro inlines small ones). Structured data is not code.
 */
export async function javascriptLoaded(page: Page): Promise<{ urls: string[]; gzipBytes: number }> {
  await page.waitForLoadState('networkidle');
  const { urls, inline } = await page.evaluate(() => ({
    urls: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
    inline: [...document.scripts].filter((script) => !script.src && script.type !== 'application/ld+json').map((script) => script.textContent ?? ''),
  }));
  let gzipBytes = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { urls, gzipBytes };
}

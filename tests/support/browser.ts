import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CONSENTED, DESKTOP, launchChromium } from '../../scripts/lib/chromium.ts';
import { siteUrl } from './context.ts';

export { CONSENTED, DESKTOP, PHONE } from '../../scripts/lib/chromium.ts';

/**
 * One Chromium per test file; `open` gives each test a fresh visitor (own cookies and storage),
 * who has made their consent choice unless `firstVisit` is set. `prepare` runs on the visitor's
 * browser context before the page opens (to watch or answer its requests from the first one).
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(
      path: string,
      options: BrowserContextOptions & {
        firstVisit?: boolean;
        cookies?: { name: string; value: string; path: string }[];
        prepare?: (context: BrowserContext) => Promise<void>;
      } = {},
    ): Promise<Page> {
      const { firstVisit = false, cookies = [], prepare, ...contextOptions } = options;
      const context = await browser.newContext({ ...DESKTOP, locale: 'en-GB', ...contextOptions });
      contexts.push(context);
      const origin = siteUrl('/');
      const all = [...(firstVisit ? [] : [CONSENTED]), ...cookies];
      if (all.length > 0) await context.addCookies(all.map((cookie) => ({ ...cookie, url: origin })).map(({ path: _path, ...cookie }) => cookie));
      context.setDefaultTimeout(10_000);
      await prepare?.(context);
      const page = await context.newPage();
      await page.goto(siteUrl(path));
      return page;
    },
  };
}

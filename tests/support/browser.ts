import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { siteUrl } from './context.ts';

/** Debian's Chromium, with the flags it needs on a closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const DESKTOP = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} satisfies BrowserContextOptions;

/** The consent cookie of a visitor who already chose "Essential Only". */
export const CONSENTED = {
  name: 'cookie_consent',
  value: encodeURIComponent(JSON.stringify({ necessary: true, preferences: false, analytics: false, advertising: false })),
  path: '/',
};

/**
 * One Chromium per test file; `open` gives each test a fresh visitor (own cookies and storage),
 * who has made their consent choice unless `firstVisit` is set.
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
      options: BrowserContextOptions & { firstVisit?: boolean; cookies?: { name: string; value: string; path: string }[] } = {},
    ): Promise<Page> {
      const { firstVisit = false, cookies = [], ...contextOptions } = options;
      const context = await browser.newContext({ ...DESKTOP, locale: 'en-GB', ...contextOptions });
      contexts.push(context);
      const origin = siteUrl('/');
      const all = [...(firstVisit ? [] : [CONSENTED]), ...cookies];
      if (all.length > 0) await context.addCookies(all.map((cookie) => ({ ...cookie, url: origin })).map(({ path: _path, ...cookie }) => cookie));
      context.setDefaultTimeout(10_000);
      const page = await context.newPage();
      await page.goto(siteUrl(path));
      return page;
    },
  };
}

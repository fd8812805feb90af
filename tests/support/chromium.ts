import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/**
 * The browser, devices and visitors of the browser tests, free of vitest so that the bench measures
 * pages exactly as the tests do.
 */

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

import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';

/**
 * The browser, devices and visitors of the browser tests and the bench, so that the bench measures
 * pages exactly as the tests do.
 */

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags Debian's Chromium needs on a closed network, where it would otherwise hang on its own requests. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, with the flags it needs on a closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
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

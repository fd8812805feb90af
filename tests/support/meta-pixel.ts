import type { Page } from 'playwright-core';

/** The test build's pixel id (a dummy): the pixel code ships, and tests serve fbevents.js themselves. */
export const TEST_PIXEL_ID = '100000000000001';

/**
 * Stands in for https://connect.facebook.net: serves a fbevents.js that does what Meta's does with
 * the stub (sets `fbq.callMethod`, then replays the queue) and records every call it receives.
 */
const FAKE_FBEVENTS = `(() => {
  const fbq = window.fbq;
  window.__pixelCalls = [];
  fbq.callMethod = (...args) => window.__pixelCalls.push(args);
  for (const args of fbq.queue.splice(0)) fbq.callMethod.apply(fbq, args);
})();`;

export async function fakeMetaPixel(page: Page) {
  const requests: string[] = [];
  await page.route('https://connect.facebook.net/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_FBEVENTS });
  });
  return {
    /** Every request for Meta's script. */
    requests,
    /** The calls fbevents.js received, in order. */
    calls: () => page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []),
  };
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

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

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe rule set aside for the elements inside one part of the page. */
export interface AxeException {
  rule: string;
  within: string;
}

/**
 * What axe-core finds against WCAG 2.2 A/AA and its best practices on the page as it stands:
 * "rule: elements". An exception drops one rule's findings inside one selector, and only those.
 * Evaluated rather than added as a script tag, which the CSP refuses.
 */
export async function accessibilityViolations(page: Page, exceptions: readonly AxeException[] = []): Promise<string[]> {
  // Contrast is judged on the final look, not halfway through a fade-in.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(await axeSource);
  return page.evaluate(async (excepted) => {
    type Node = { target: string[]; element?: Element };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: Node[] }[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      elementRef: true,
    });
    const isExcepted = (rule: string, node: Node) => excepted.some((exception) => exception.rule === rule && node.element?.closest(exception.within));
    return result.violations
      .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !isExcepted(violation.id, node)) }))
      .filter((violation) => violation.nodes.length > 0)
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, exceptions);
}

/**
 * Catches script-injection texts of the test base that ran: an alert, or markup made from them.
 * Structured data may hold the text, JSON-escaped: it never runs.
 */
export function watchForInjection(page: Page): { dialogs: string[]; injected: () => Promise<number> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    injected: () =>
      page.evaluate(
        () =>
          document.querySelectorAll('img[src="x"], img[onerror]').length +
          [...document.scripts].filter((script) => script.type !== 'application/ld+json' && script.textContent?.includes('alert(1)')).length +
          document.querySelectorAll('main b').length,
      ),
  };
}

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

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

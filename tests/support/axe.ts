import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A/AA violations axe-core finds in the page's main content as it is now: rule id and elements. */
export async function accessibilityViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  await page.addScriptTag({ content: source });
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } };
    const { violations } = await axe.run('main', { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
}

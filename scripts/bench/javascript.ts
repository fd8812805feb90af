import type { Browser } from 'playwright-core';
import { CONSENTED, PHONE, launchChromium } from '../lib/chromium.ts';
import { javascriptLoaded, scrollThrough } from '../lib/page-javascript.ts';
import { javascriptBudgetKb, type Visit } from './budgets.ts';

export interface JavascriptWeight {
  page: string;
  type: string;
  path: string;
  /** gzip kB after scrolling the page, and the budget it is held to. */
  firstVisitKb: number;
  firstVisitBudgetKb: number;
  returningKb: number;
  returningBudgetKb: number;
  /**
   * With the page's form in use: a form island hydrates, React with it, only once the visitor
   * reaches into it, which is past the budget's "after scrolling". Shown, not budgeted.
   */
  formInUseKb?: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** One visit on a phone, as `tests/browser/quality.test.ts` makes it: the JavaScript loaded after scrolling. */
async function measure(browser: Browser, url: string, visit: Visit): Promise<{ kb: number; formInUseKb?: number }> {
  const context = await browser.newContext({ ...PHONE, locale: 'en-GB' });
  try {
    if (visit === 'returning') await context.addCookies([{ name: CONSENTED.name, value: CONSENTED.value, url }]);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    const loaded = kb((await javascriptLoaded(page)).gzipBytes);
    const form = page.locator('astro-island[client="interaction"] input').first();
    if (visit === 'returning' || (await form.count()) === 0) return { kb: loaded };
    await form.focus();
    await page.locator('astro-island[client="interaction"]:not([ssr])').first().waitFor({ state: 'attached' });
    return { kb: loaded, formInUseKb: kb((await javascriptLoaded(page)).gzipBytes) };
  } finally {
    await context.close();
  }
}

/** The JavaScript budgets of every page type, measured in Chromium at a first visit and a return. */
export async function benchJavascript(
  origin: string,
  pages: readonly { page: string; type: string; path: string }[],
  log: (line: string) => void,
): Promise<JavascriptWeight[]> {
  const browser = await launchChromium();
  const results: JavascriptWeight[] = [];
  try {
    for (const { page, type, path } of pages) {
      const url = new URL(path, origin).href;
      const first = await measure(browser, url, 'first visit');
      const returning = await measure(browser, url, 'returning');
      const result: JavascriptWeight = {
        page,
        type,
        path,
        firstVisitKb: first.kb,
        firstVisitBudgetKb: javascriptBudgetKb(type, 'first visit'),
        returningKb: returning.kb,
        returningBudgetKb: javascriptBudgetKb(type, 'returning'),
        ...(first.formInUseKb === undefined ? {} : { formInUseKb: first.formInUseKb }),
      };
      log(`  ${page}: ${result.firstVisitKb} kB at a first visit, ${result.returningKb} kB returning${first.formInUseKb ? `, ${first.formInUseKb} kB with the form in use` : ''}`);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** A miss for every visit over its budget, naming the page, the figure and the budget. */
export function javascriptMisses(results: readonly JavascriptWeight[]): string[] {
  return results.flatMap((result) => [
    ...(result.firstVisitKb > result.firstVisitBudgetKb ? [`${result.page}: JavaScript at a first visit ${result.firstVisitKb} kB > ${result.firstVisitBudgetKb} kB`] : []),
    ...(result.returningKb > result.returningBudgetKb ? [`${result.page}: JavaScript of a returning visitor ${result.returningKb} kB > ${result.returningBudgetKb} kB`] : []),
  ]);
}

import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';

export interface LighthouseResult {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Per category, its audits that fail (score under 0.9): title and displayed value. */
  failingAudits: Record<Category, string[]>;
}

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;
export type Category = keyof typeof CATEGORIES;

/** A category's scored audits under 0.9, heaviest first: what to fix to raise its score. */
function failingAudits(lhr: Result, category: string): string[] {
  const refs = [...(lhr.categories[category]?.auditRefs ?? [])].sort((a, b) => b.weight - a.weight);
  return refs.flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    return [audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title];
  });
}

/**
 * Lighthouse with its defaults: mobile emulation and simulated throttling, in Debian Chromium.
 * Each page runs `runs` times and the run with the median performance score is kept, as
 * Lighthouse advises: on a 2-core machine one run's blocking time varies by hundreds of ms.
 */
export async function benchLighthouse(
  origin: string,
  pages: readonly { page: string; path: string }[],
  log: (line: string) => void,
  runs: number,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });

  async function measure(page: string, path: string): Promise<LighthouseResult> {
    const runner = await lighthouse(new URL(path, origin).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!runner) throw new Error(`Lighthouse produced no result for ${path}`);
    const { lhr } = runner;
    const { categories, audits } = lhr;
    const score = (key: Category) => Math.round((categories[CATEGORIES[key]]?.score ?? 0) * 100);
    return {
      page,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('bestPractices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      failingAudits: {
        performance: failingAudits(lhr, CATEGORIES.performance),
        accessibility: failingAudits(lhr, CATEGORIES.accessibility),
        bestPractices: failingAudits(lhr, CATEGORIES.bestPractices),
        seo: failingAudits(lhr, CATEGORIES.seo),
      },
    };
  }

  const results: LighthouseResult[] = [];
  try {
    for (const { page, path } of pages) {
      const runsOfPage: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) runsOfPage.push(await measure(page, path));
      const scores = runsOfPage.map((result) => result.performance);
      const median = [...runsOfPage].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)]!;
      log(`  ${page} ${path}: perf ${median.performance}${runs > 1 ? ` (runs ${scores.join(', ')})` : ''}, a11y ${median.accessibility}, bp ${median.bestPractices}, seo ${median.seo}, LCP ${median.lcpMs} ms, TBT ${median.tbtMs} ms`);
      results.push(median);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

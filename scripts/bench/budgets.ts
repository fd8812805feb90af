/**
 * The site's budgets, in one place: `npm test` enforces those that need no timing, `npm run bench`
 * measures them all and reports the rest.
 */
export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 } as const;

/** JavaScript, gzip, all of it, measured in the browser after scrolling the page. */
export const JS_BUDGET_KB = {
  /** The package list, blog, blog posts and about page, for a visitor who has made their consent choice. */
  lightPage: 10,
  /** Any page at a first visit, with the consent banner. */
  firstVisit: 75,
  /** A package page with its map loaded. */
  packageWithMap: 130,
} as const;

export type Visit = 'first visit' | 'returning';

const LIGHT_PAGES = new Set(['packages', 'about', 'blog', 'blog post']);

/** The ceiling a page type is held to. */
export function javascriptBudgetKb(pageType: string, visit: Visit): number {
  if (pageType === 'package') return JS_BUDGET_KB.packageWithMap;
  if (visit === 'returning' && LIGHT_PAGES.has(pageType)) return JS_BUDGET_KB.lightPage;
  return JS_BUDGET_KB.firstVisit;
}

/** The 1000-package base in five languages, trip notes included, built again from warm caches on 2 cores. */
export const BUILD_BUDGET = { packages: 1000, rebuildSeconds: 120 } as const;

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startStandins } from '../../standins/index.ts';
import { startLocalBlobs } from '../lib/blobs.ts';
import { buildSite } from '../lib/build-site.ts';
import { PAGE_TYPES, pagePath } from '../lib/page-types.ts';
import { startSiteServer } from '../lib/site-server.ts';
import { BUILD_BUDGET, JS_BUDGET_KB, LIGHTHOUSE_BUDGET } from './budgets.ts';
import { benchBuildScale, buildScaleMisses, LINEAR_GROWTH_FACTOR } from './build-scale.ts';
import { benchFunctionLatency, latencyMisses } from './function-latency.ts';
import { benchJavascript, javascriptMisses } from './javascript.ts';
import { benchLighthouse, type LighthouseResult } from './lighthouse.ts';
import { benchPageWeight } from './page-weight.ts';

/**
 * `npm run bench`: JavaScript budgets in the browser, Lighthouse, bytes per page type, function
 * latency and build scale, printed as tables and written to reports/bench-<time>.json.
 * `--full` adds the 1000-package build; `--lighthouse-runs=3` keeps the median of three Lighthouse
 * runs per page (one by default, to keep the bench within a few minutes on 2 cores);
 * `--build-scale-only` measures the build scale alone.
 */
const started = performance.now();
const full = process.argv.includes('--full');
const scaleOnly = process.argv.includes('--build-scale-only');
const runsArgument = process.argv.find((arg) => arg.startsWith('--lighthouse-runs='));
const lighthouseRuns = runsArgument ? Number(runsArgument.slice('--lighthouse-runs='.length)) : 1;
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error(`--lighthouse-runs takes a whole number of runs, not ${runsArgument}`);
const log = (line: string) => console.log(line);
const LIGHTHOUSE_PAGES = new Set(['home', 'packages', 'package', 'blog', 'blog post', 'contact', 'about']);

// The bench measures the bundled sample base and generated bases, whatever base the shell points at.
for (const key of Object.keys(process.env)) if (key.startsWith('AIRTABLE_')) delete process.env[key];

function table(rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => String(row[column]))));
  console.log('');
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function lighthouseMisses(results: readonly LighthouseResult[]): string[] {
  return results.flatMap((result) =>
    (Object.keys(LIGHTHOUSE_BUDGET) as (keyof typeof LIGHTHOUSE_BUDGET)[])
      .filter((key) => result[key] < LIGHTHOUSE_BUDGET[key])
      .map((key) => {
        const reasons = result.failingAudits[key];
        return `${result.page}: Lighthouse ${key} ${result[key]} < ${LIGHTHOUSE_BUDGET[key]}: ${reasons.length > 0 ? reasons.join('; ') : 'no single audit under 0.9'}`;
      }),
  );
}

interface SiteFigures {
  weights: Awaited<ReturnType<typeof benchPageWeight>>;
  javascript: Awaited<ReturnType<typeof benchJavascript>>;
  lighthouse: LighthouseResult[];
  latency: Awaited<ReturnType<typeof benchFunctionLatency>>;
}

/** Everything measured on the sample site: built, served over the stand-ins and driven in Chromium. */
async function benchSite(): Promise<SiteFigures> {
  log('Building the site from the sample base…');
  await buildSite({ ...process.env, NODE_ENV: 'production' });

  const pages = (['en', 'de'] as const).flatMap((lang) => PAGE_TYPES.map((type) => ({ page: `${type.type} (${lang})`, type: type.type, path: pagePath(type, lang) })));
  const weights = await benchPageWeight(path.resolve('dist'), pages.filter((page) => page.type !== 'not found'));

  const standins = await startStandins({});
  // A fresh local Blobs store: the ledger of places and promo-code uses starts empty.
  const blobs = await startLocalBlobs();
  Object.assign(process.env, standins.env, blobs.env);
  const site = await startSiteServer({ port: 0 });
  // The functions link to the configured origin only, never to the request's Host.
  process.env.SITE_URL = site.url;
  standins.siteStarted(site.url);
  let javascript;
  let lighthouse;
  let latency;
  try {
    log('JavaScript in Chromium (gzip, after scrolling, on a phone):');
    javascript = await benchJavascript(site.url, pages, log);
    log(`Lighthouse (mobile, simulated throttling, ${lighthouseRuns === 1 ? 'one run' : `median of ${lighthouseRuns} runs`} per page):`);
    lighthouse = await benchLighthouse(
      site.url,
      pages.filter((page) => LIGHTHOUSE_PAGES.has(page.type)),
      log,
      lighthouseRuns,
    );
    log('Function latency (20 requests per function, 4 at a time, through the local server over the stand-ins):');
    latency = await benchFunctionLatency(site.url, { url: standins.stripe!.url, webhookSecret: standins.stripe!.webhookSecret }, log);
  } finally {
    await site.stop();
    await standins.stop();
    await blobs.stop();
  }
  return { weights, javascript, lighthouse, latency };
}

const site = scaleOnly ? undefined : await benchSite();

log('Build scale (generated bases on the Airtable stand-in):');
const scale = await benchBuildScale(full ? [50, 250, 1000] : [50, 250], log);

const misses = [
  ...(site ? [...javascriptMisses(site.javascript), ...lighthouseMisses(site.lighthouse), ...latencyMisses(site.latency)] : []),
  ...buildScaleMisses(scale),
];
const wallSeconds = Math.round((performance.now() - started) / 1000);

if (site) {
  console.log('\nJavaScript (gzip kB in Chromium after scrolling; budget in brackets)');
  table(
    site.javascript.map((j) => ({
      page: j.page,
      'first visit': `${j.firstVisitKb} (${j.firstVisitBudgetKb})`,
      returning: `${j.returningKb} (${j.returningBudgetKb})`,
      'form in use': j.formInUseKb ?? '-',
    })),
  );
  console.log('Lighthouse');
  table(site.lighthouse.map((r) => ({ page: r.page, perf: r.performance, a11y: r.accessibility, 'best pr.': r.bestPractices, seo: r.seo, 'LCP ms': r.lcpMs, 'TBT ms': r.tbtMs, CLS: r.cls })));
  console.log('Bytes per page type (kB; gzip in brackets; JS = everything the page can load)');
  table(
    site.weights.map((w) => ({
      page: w.page,
      html: `${kb(w.html.raw)} (${kb(w.html.gzip)})`,
      css: `${kb(w.css.raw)} (${kb(w.css.gzip)})`,
      js: `${kb(w.js.raw)} (${kb(w.js.gzip)})`,
      islands: w.islands.map((island) => `${island.component} ${kb(island.js.gzip)}`).join(', ') || '-',
    })),
  );
  console.log('Function latency');
  table(site.latency.map((l) => ({ function: `/api/${l.name}`, requests: l.requests, 'p50 ms': l.p50Ms, 'p95 ms': l.p95Ms, unexpected: l.unexpected })));
}
console.log('Build scale');
console.log(
  '(first: the base\'s first build, its attachments downloaded afresh; images encoded by an earlier build come from Astro\'s shared cache. ' +
    `notes s: of the first build, the seconds spent making its trip notes (none cached). rebuild: the same base again, everything cached. Linear while the largest base's ms/page stays within ${LINEAR_GROWTH_FACTOR}× the smallest's.)`,
);
table(
  scale.map((s) => ({
    packages: s.packages,
    pages: s.pages,
    'trip notes': s.tripNotes,
    'first s': s.firstWallSeconds,
    'notes s': s.tripNotesFirstSeconds,
    'first ms/page': s.firstMsPerPage,
    'rebuild s': s.rebuildWallSeconds,
    'rebuild ms/page': s.rebuildMsPerPage,
    'peak MiB': s.peakRssMiB,
  })),
);
console.log(misses.length === 0 ? 'Every budget is met.' : `Budgets not met:\n  ${misses.join('\n  ')}`);
console.log(`Bench wall time: ${Math.floor(wallSeconds / 60)} min ${wallSeconds % 60} s`);

const report = {
  date: new Date().toISOString(),
  wallSeconds,
  lighthouseRuns,
  budgets: { lighthouse: LIGHTHOUSE_BUDGET, javascriptKb: JS_BUDGET_KB, linearGrowthFactor: LINEAR_GROWTH_FACTOR, build: BUILD_BUDGET },
  ...site,
  scale,
  misses,
};
await mkdir('reports', { recursive: true });
const file = path.join('reports', `bench-${report.date.replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
log(`Report written to ${file}`);

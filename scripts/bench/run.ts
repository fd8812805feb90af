import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startStandins } from '../../standins/index.ts';
import { PAGE_TYPES, pagePath } from '../../tests/support/pages.ts';
import { buildSite } from '../lib/build-site.ts';
import { startSiteServer } from '../lib/site-server.ts';
import { benchBuildScale } from './build-scale.ts';
import { JS_BUDGET_KB, LIGHTHOUSE_BUDGET } from './budgets.ts';
import { benchFunctionLatency } from './function-latency.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchPageWeight } from './page-weight.ts';

/**
 * `npm run bench`: Lighthouse, bytes per page type, function latency and build scale, printed as
 * tables and written to reports/bench-<time>.json. `--full` adds the 1000-package build.
 */
const full = process.argv.includes('--full');
const log = (line: string) => console.log(line);
const LIGHTHOUSE_PAGES = ['home', 'packages', 'package', 'blog', 'blog post', 'contact', 'about'] as const;

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

log('Building the site from the sample base…');
await buildSite({ ...process.env, NODE_ENV: 'production' });

const pages = (['en', 'de'] as const).flatMap((lang) => PAGE_TYPES.map((type) => ({ page: `${type.type} (${lang})`, path: pagePath(type, lang) })));
const weights = await benchPageWeight(path.resolve('dist'), pages.filter((page) => !page.page.startsWith('not found')));

const standins = await startStandins({});
Object.assign(process.env, standins.env);
const site = await startSiteServer({ port: 0 });
standins.siteStarted(site.url);
let lighthouse;
let latency;
try {
  log('Lighthouse (mobile, simulated throttling):');
  lighthouse = await benchLighthouse(
    site.url,
    pages.filter((page) => LIGHTHOUSE_PAGES.some((type) => page.page === `${type} (en)` || page.page === `${type} (de)`)),
    log,
  );
  log('Function latency (20 requests per function, 4 at a time, through the local server over the stand-ins):');
  latency = await benchFunctionLatency(site.url, standins.env.STRIPE_WEBHOOK_SECRET ?? '', log);
} finally {
  await site.stop();
  await standins.stop();
}

log('Build scale (generated bases on the Airtable stand-in):');
const scale = await benchBuildScale(full ? [50, 250, 1000] : [50, 250], log);

const misses: string[] = [];
for (const result of lighthouse) {
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'] as const) {
    if (result[key] < LIGHTHOUSE_BUDGET[key]) misses.push(`${result.page}: Lighthouse ${key} ${result[key]} < ${LIGHTHOUSE_BUDGET[key]}`);
  }
}

console.log('\nLighthouse');
table(lighthouse.map((r) => ({ page: r.page, perf: r.performance, a11y: r.accessibility, 'best pr.': r.bestPractices, seo: r.seo, 'LCP ms': r.lcpMs, 'TBT ms': r.tbtMs, CLS: r.cls })));
console.log('Bytes per page type (kB; gzip in brackets; JS = everything the page can load)');
table(
  weights.map((w) => ({
    page: w.page,
    html: `${kb(w.html.raw)} (${kb(w.html.gzip)})`,
    css: `${kb(w.css.raw)} (${kb(w.css.gzip)})`,
    js: `${kb(w.js.raw)} (${kb(w.js.gzip)})`,
    islands: w.islands.map((island) => `${island.component} ${kb(island.js.gzip)}`).join(', ') || '-',
  })),
);
console.log('Function latency');
table(latency.map((l) => ({ function: `/api/${l.name}`, requests: l.requests, 'p50 ms': l.p50Ms, 'p95 ms': l.p95Ms, unexpected: l.unexpected })));
console.log('Build scale');
console.log('(cold: the first build of that base, new images encoded; warm: the same base again, images from the cache)');
table(
  scale.map((s) => ({
    packages: s.packages,
    pages: s.pages,
    'cold s': s.wallSeconds,
    'cold ms/page': s.msPerPage,
    'warm s': s.warmWallSeconds,
    'warm ms/page': s.warmMsPerPage,
    'peak MiB': s.peakRssMiB,
  })),
);
console.log(`JavaScript budgets (gzip, in the browser, enforced by npm test): ${JSON.stringify(JS_BUDGET_KB)}`);
console.log(misses.length === 0 ? 'Every Lighthouse budget is met.' : `Budgets not met:\n  ${misses.join('\n  ')}`);

const report = { date: new Date().toISOString(), budgets: { lighthouse: LIGHTHOUSE_BUDGET, javascriptKb: JS_BUDGET_KB }, lighthouse, weights, latency, scale, misses };
await mkdir('reports', { recursive: true });
const file = path.join('reports', `bench-${report.date.replace(/[:.]/g, '-')}.json`);
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
log(`Report written to ${file}`);

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateBase } from '../../standins/airtable/generated-base.ts';
import { startAirtableStandin } from '../../standins/airtable/server.ts';
import { ASTRO_NODE_FLAGS, astroBin } from '../lib/astro.ts';
import { measureProcess } from '../lib/measure-process.ts';
import { BUILD_BUDGET } from './budgets.ts';

export interface BuildScaleResult {
  packages: number;
  pages: number;
  /**
   * The base's first build: every attachment downloaded into an empty cache of its own, and
   * `--force`, so that no page or brochure of an earlier build is reused. Astro's cache of optimized
   * images is the project's, so images an earlier build encoded (the generated bases share one pool
   * of images) are reused: this is not a build on a fresh machine.
   */
  firstWallSeconds: number;
  firstMsPerPage: number;
  peakRssMiB: number;
  /** The same base again: downloads, trip notes, optimized images and published brochures from the caches; every page rendered again. */
  rebuildWallSeconds: number;
  rebuildMsPerPage: number;
  /** The trip-notes PDFs of the base, and the seconds the first build spent making them all (a cold cache). */
  tripNotes: number;
  tripNotesFirstSeconds: number;
}

/** The loader's line: "Trip notes: 5000 PDFs (5000 made, 0 from the cache) in 31.2 s". */
function tripNotesOf(output: string): { total: number; seconds: number } {
  const match = /Trip notes: (\d+) PDFs \(\d+ made, \d+ from the cache\) in ([\d.]+) s/.exec(output);
  return { total: Number(match?.[1] ?? 0), seconds: Number(match?.[2] ?? 0) };
}

/** Time per page may grow this much from the smallest base to the largest and still count as linear. */
export const LINEAR_GROWTH_FACTOR = 1.5;


async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const perPage = (ms: number, pages: number) => Math.round((ms / pages) * 10) / 10;

/** Builds generated bases of each size against the Airtable stand-in: a first build, then a rebuild. */
export async function benchBuildScale(sizes: readonly number[], log: (line: string) => void): Promise<BuildScaleResult[]> {
  const results: BuildScaleResult[] = [];
  for (const size of sizes) {
    const standin = await startAirtableStandin({ base: generateBase(size) });
    const outDir = await mkdtemp(path.join(tmpdir(), `altura-bench-${size}-`));
    const attachments = await mkdtemp(path.join(tmpdir(), `altura-bench-attachments-${size}-`));
    try {
      const build = (...flags: string[]) =>
        measureProcess(process.execPath, [...ASTRO_NODE_FLAGS, astroBin, 'build', '--outDir', outDir, ...flags], {
          ...standin.env,
          ATTACHMENT_CACHE_DIR: attachments,
          ASTRO_TELEMETRY_DISABLED: '1',
        });
      const first = await build('--force');
      if (first.code !== 0) throw new Error(`The ${size}-package build failed:\n${first.output.slice(-3000)}`);
      const pages = await countPages(outDir);
      const rebuild = await build();
      if (rebuild.code !== 0) throw new Error(`The ${size}-package rebuild failed:\n${rebuild.output.slice(-3000)}`);
      const notes = tripNotesOf(first.output);
      const result = {
        packages: size,
        pages,
        tripNotes: notes.total,
        tripNotesFirstSeconds: notes.seconds,
        firstWallSeconds: seconds(first.wallMs),
        firstMsPerPage: perPage(first.wallMs, pages),
        peakRssMiB: Math.max(first.peakRssMiB, rebuild.peakRssMiB),
        rebuildWallSeconds: seconds(rebuild.wallMs),
        rebuildMsPerPage: perPage(rebuild.wallMs, pages),
      };
      log(
        `  ${size} packages: ${pages} pages and ${notes.total} trip notes in ${result.firstWallSeconds} s (the notes ${notes.seconds} s; rebuild ${result.rebuildWallSeconds} s), peak ${result.peakRssMiB} MiB`,
      );
      results.push(result);
    } finally {
      await standin.stop();
      await rm(outDir, { recursive: true, force: true });
      await rm(attachments, { recursive: true, force: true });
    }
  }
  return results;
}

/**
 * A miss when the largest base takes clearly more time per page than the smallest (the build does
 * not scale linearly), or when the 1000-package base rebuilds from warm caches over its budget.
 */
export function buildScaleMisses(results: readonly BuildScaleResult[]): string[] {
  const budget = results.find((result) => result.packages === BUILD_BUDGET.packages);
  const overBudget =
    budget && budget.rebuildWallSeconds > BUILD_BUDGET.rebuildSeconds
      ? [`build scale: ${budget.packages} packages rebuild in ${budget.rebuildWallSeconds} s, over the ${BUILD_BUDGET.rebuildSeconds} s budget`]
      : [];
  const bySize = [...results].sort((a, b) => a.packages - b.packages);
  const smallest = bySize[0];
  const largest = bySize.at(-1);
  if (!smallest || !largest || smallest === largest) return overBudget;
  const growth = (['first', 'rebuild'] as const).flatMap((kind) => {
    const key = kind === 'first' ? 'firstMsPerPage' : 'rebuildMsPerPage';
    const ratio = largest[key] / smallest[key];
    return ratio > LINEAR_GROWTH_FACTOR
      ? [`build scale: a ${kind === 'first' ? 'first build' : 'rebuild'} of ${largest.packages} packages takes ${largest[key]} ms/page, ${Math.round(ratio * 10) / 10}× the ${smallest[key]} ms/page of ${smallest.packages} (over ${LINEAR_GROWTH_FACTOR}×: growth is not linear)`]
      : [];
  });
  return [...overBudget, ...growth];
}

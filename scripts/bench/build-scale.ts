import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateBase } from '../../standins/airtable/generated-base.ts';
import { startAirtableStandin } from '../../standins/airtable/server.ts';
import { measureProcess } from '../lib/measure-process.ts';

export interface BuildScaleResult {
  packages: number;
  pages: number;
  wallSeconds: number;
  peakRssMiB: number;
  msPerPage: number;
  /** A second build of the same base: images and downloads come from the caches. */
  warmWallSeconds: number;
  warmMsPerPage: number;
}

const astroBin = createRequire(import.meta.url).resolve('astro/package.json').replace(/package\.json$/, 'bin/astro.mjs');

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.endsWith('.html')).length;
}

/** Builds generated bases of each size against the Airtable stand-in, cold then warm. */
export async function benchBuildScale(sizes: readonly number[], log: (line: string) => void): Promise<BuildScaleResult[]> {
  const results: BuildScaleResult[] = [];
  for (const size of sizes) {
    const standin = await startAirtableStandin({ base: generateBase(size) });
    const outDir = await mkdtemp(path.join(tmpdir(), `altura-bench-${size}-`));
    try {
      const build = () =>
        measureProcess(process.execPath, [astroBin, 'build', '--outDir', outDir], { ...standin.env, ASTRO_TELEMETRY_DISABLED: '1' });
      const cold = await build();
      if (cold.code !== 0) throw new Error(`The ${size}-package build failed:\n${cold.output.slice(-3000)}`);
      const pages = await countPages(outDir);
      const warm = await build();
      const result = {
        packages: size,
        pages,
        wallSeconds: Math.round(cold.wallMs / 100) / 10,
        peakRssMiB: cold.peakRssMiB,
        msPerPage: Math.round((cold.wallMs / pages) * 10) / 10,
        warmWallSeconds: Math.round(warm.wallMs / 100) / 10,
        warmMsPerPage: Math.round((warm.wallMs / pages) * 10) / 10,
      };
      log(`  ${size} packages: ${pages} pages in ${result.wallSeconds} s (warm ${result.warmWallSeconds} s), peak ${result.peakRssMiB} MiB`);
      results.push(result);
    } finally {
      await standin.stop();
      await rm(outDir, { recursive: true, force: true });
    }
  }
  return results;
}

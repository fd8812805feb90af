import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { condensedBuildLog } from './build-log.ts';

/** The package's CLI entry (its `bin`, which `exports` does not expose). */
export const astroBin = createRequire(import.meta.url).resolve('astro/package.json').replace(/package\.json$/, 'bin/astro.mjs');

/**
 * Node's flags for Astro. Rendering thousands of pages makes short-lived objects in bulk: a young
 * generation of 64 MB rather than 16 collects them far less often (a 1000-package build spent
 * 17 s of its 118 s collecting garbage, 11 s less with this).
 */
export const ASTRO_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

/**
 * Runs the Astro CLI on this Node (the project's Node 22), resolving with its exit code. Its
 * output goes through `condensedBuildLog`: a line per page or image becomes one line per step.
 */
export function runAstro(args: string[], env: Record<string, string | undefined>): Promise<number> {
  return new Promise((resolve, reject) => {
    const live = process.stdout.isTTY === true;
    const child = spawn(process.execPath, [...ASTRO_NODE_FLAGS, astroBin, ...args], {
      stdio: ['inherit', 'pipe', 'inherit'],
      // Astro colours only a terminal; through the pipe it is told it writes to one when we do.
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...(live ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    const log = condensedBuildLog((text) => process.stdout.write(text), live);
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => log.line(line));
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

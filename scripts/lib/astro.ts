import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** The package's CLI entry (its `bin`, which `exports` does not expose). */
const astroBin = createRequire(import.meta.url).resolve('astro/package.json').replace(/package\.json$/, 'bin/astro.mjs');

/** Runs the Astro CLI on this Node (the project's Node 22), resolving with its exit code. */
export function runAstro(args: string[], env: Record<string, string | undefined>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, ...args], {
      stdio: 'inherit',
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

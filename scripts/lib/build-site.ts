import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { reportFiles } from '../../src/content/report/write-report.ts';
import { startAirtableStandin } from '../../standins/airtable/server.ts';
import { runAstro } from './astro.ts';
import { liveKeyRefusal } from './live-key-guard.ts';

/**
 * Runs an Astro command that reads content. Without AIRTABLE_TOKEN it reads the bundled sample
 * base, served by the local Airtable stand-in through the same loader that reads a real base.
 */
export async function runWithContent(args: string[], env: Record<string, string | undefined> = process.env): Promise<void> {
  const standin = env.AIRTABLE_TOKEN ? undefined : await startAirtableStandin();
  if (standin) console.log(`No AIRTABLE_TOKEN: reading the bundled sample base (stand-in at ${standin.url}).`);
  try {
    const code = await runAstro(args, { ...env, ...standin?.env });
    if (code !== 0) throw new Error(`astro ${args.join(' ')} exited with code ${code}`);
  } finally {
    await standin?.stop();
  }
}

/**
 * Builds the site; a live Stripe key outside production stops it before Astro starts. The content
 * report of the build (src/content/report) is printed last. `--force` renders every page again
 * rather than reusing the previous build's (astro.config.ts).
 */
export async function buildSite(env: Record<string, string | undefined> = process.env, args: readonly string[] = []): Promise<void> {
  const refusal = liveKeyRefusal(env);
  if (refusal) throw new Error(refusal);
  const report = reportFiles(path.resolve('dist')).markdown;
  await rm(report, { force: true });
  await runWithContent(['build', ...args], env);
  console.log(`\n${await readFile(report, 'utf8').catch(() => 'This build wrote no content report.')}`);
}

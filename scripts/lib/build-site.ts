import { startAirtableStandin } from '../../standins/airtable/server.ts';
import { runAstro } from './astro.ts';

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

export function buildSite(env: Record<string, string | undefined> = process.env): Promise<void> {
  return runWithContent(['build'], env);
}

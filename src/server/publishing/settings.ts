import { NotConfiguredError } from '../../lib/not-configured.ts';

type Env = Record<string, string | undefined>;

/** The shared secret an Airtable automation sends to record an edit. */
export function publishToken(env: Env = process.env): string {
  if (!env.PUBLISH_TOKEN) throw new NotConfiguredError('Publishing', 'PUBLISH_TOKEN');
  return env.PUBLISH_TOKEN;
}

/** Netlify's build hook: whoever has it can start builds, so only the functions know it. */
export function buildHookUrl(env: Env = process.env): string {
  if (!env.BUILD_HOOK_URL) throw new NotConfiguredError('The Netlify build hook', 'BUILD_HOOK_URL');
  return env.BUILD_HOOK_URL;
}

import type { AirtableClientOptions } from '../airtable/client.ts';

/**
 * The base the build reads. `npm run build` starts the local stand-in with the bundled sample
 * base and sets these when AIRTABLE_TOKEN is absent, so both go through the same code.
 */
export function airtableConfigFromEnv(env: Record<string, string | undefined> = process.env): AirtableClientOptions {
  const token = env.AIRTABLE_TOKEN;
  const baseId = env.AIRTABLE_BASE_ID;
  if (!token || !baseId) {
    throw new Error(
      'AIRTABLE_TOKEN and AIRTABLE_BASE_ID are not set. Build with `npm run build`, which uses the bundled sample content when they are absent.',
    );
  }
  return { token, baseId, endpointUrl: env.AIRTABLE_ENDPOINT_URL || undefined };
}

import { airtableConnection, type AirtableConnection } from '../airtable/connection.ts';

/**
 * The base the build reads. `npm run build` starts the local stand-in with the bundled sample
 * base and sets these when AIRTABLE_TOKEN is absent, so both go through the same code.
 */
export function airtableConfigFromEnv(env: Record<string, string | undefined> = process.env): AirtableConnection {
  const connection = airtableConnection(env);
  if (!connection) {
    throw new Error(
      'AIRTABLE_TOKEN and AIRTABLE_BASE_ID are not set. Build with `npm run build`, which uses the bundled sample content when they are absent.',
    );
  }
  return connection;
}

import { AIRTABLE_API_URL, type AirtableClientOptions } from './client.ts';

export type AirtableConnection = Required<Pick<AirtableClientOptions, 'token' | 'baseId' | 'endpointUrl'>>;

/** The base the environment names, for the build and the functions alike; undefined while AIRTABLE_TOKEN or AIRTABLE_BASE_ID is missing. */
export function airtableConnection(env: Record<string, string | undefined> = process.env): AirtableConnection | undefined {
  const { AIRTABLE_TOKEN: token, AIRTABLE_BASE_ID: baseId } = env;
  if (!token || !baseId) return undefined;
  return { token, baseId, endpointUrl: env.AIRTABLE_ENDPOINT_URL || AIRTABLE_API_URL };
}

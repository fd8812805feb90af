import { NotConfiguredError } from '../lib/not-configured.ts';
import { AIRTABLE_API_URL, createAirtableClient, type AirtableClient, type AirtableClientOptions } from './client.ts';

type Env = Record<string, string | undefined>;

type AirtableConnection = Required<Pick<AirtableClientOptions, 'token' | 'baseId' | 'endpointUrl'>>;

/**
 * The operator's base, as the environment names it, for the build and the functions alike.
 * `npm run build` starts the local stand-in with the bundled sample base and sets these when
 * AIRTABLE_TOKEN is absent, so both go through the same code.
 */
export function airtableConnection(env: Env = process.env): AirtableConnection {
  const { AIRTABLE_TOKEN: token, AIRTABLE_BASE_ID: baseId } = env;
  if (!token) throw new NotConfiguredError('Airtable', 'AIRTABLE_TOKEN');
  if (!baseId) throw new NotConfiguredError('Airtable', 'AIRTABLE_BASE_ID');
  return { token, baseId, endpointUrl: env.AIRTABLE_ENDPOINT_URL || AIRTABLE_API_URL };
}

/** The build's client: it waits through Airtable's limits, as a deploy must never publish half the content. */
export function airtableForBuild(env: Env = process.env): AirtableClient {
  return createAirtableClient(airtableConnection(env));
}

/**
 * A function's client, whose visitor is waiting: two quick retries, then a clear error; with a
 * deadline (epoch ms), every call is over by then.
 */
export function airtableForVisitor(deadline?: number, env: Env = process.env): AirtableClient {
  return createAirtableClient({ ...airtableConnection(env), retries: 2, retryDelayMs: 400, timeoutMs: 8_000, deadline });
}

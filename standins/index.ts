import { startAirtableStandin, type AirtableStandin } from './airtable/server.ts';

/**
 * Starts a local stand-in for every service that has no key in the environment, and answers the
 * environment that points the site at them. The same stand-ins serve `npm start` and the tests.
 */
export interface Standins {
  env: Record<string, string>;
  airtable?: AirtableStandin;
  stop(): Promise<void>;
}

export async function startStandins(
  wanted: { airtable: boolean },
  env: Record<string, string | undefined> = process.env,
): Promise<Standins> {
  const airtable = wanted.airtable && !env.AIRTABLE_TOKEN ? await startAirtableStandin() : undefined;
  const running = [airtable].filter((server) => server !== undefined);
  return {
    env: { ...airtable?.env },
    ...(airtable ? { airtable } : {}),
    stop: async () => {
      await Promise.all(running.map((server) => server.stop()));
    },
  };
}

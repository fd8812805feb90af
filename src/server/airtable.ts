import { createAirtableClient, type AirtableClientOptions } from '../airtable/client.ts';
import { airtableSettings } from './env.ts';

/** The operator's base, as the functions reach it; with a deadline, every call is over by then. */
export function airtable(options: Pick<AirtableClientOptions, 'deadline'> = {}) {
  return createAirtableClient({ ...airtableSettings(), ...options });
}

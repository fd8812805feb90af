import { createAirtableClient } from '../airtable/client.ts';
import { airtableSettings } from './env.ts';

/** The operator's base, as the functions reach it. */
export function airtable() {
  return createAirtableClient(airtableSettings());
}

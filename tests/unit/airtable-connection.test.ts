import { describe, expect, it } from 'vitest';
import { AIRTABLE_API_URL } from '../../src/airtable/client.ts';
import { airtableConfigFromEnv } from '../../src/content/airtable-config.ts';
import { airtableSettings, ServiceUnavailableError } from '../../src/server/env.ts';

const base = { AIRTABLE_TOKEN: 'pat123', AIRTABLE_BASE_ID: 'appBase' };

describe('the Airtable base of the build and of the functions', () => {
  it('is the same base at the same endpoint, the real API unless AIRTABLE_ENDPOINT_URL says otherwise', () => {
    for (const env of [base, { ...base, AIRTABLE_ENDPOINT_URL: 'http://127.0.0.1:5555' }]) {
      expect(airtableSettings(env)).toMatchObject(airtableConfigFromEnv(env));
    }
    expect(airtableConfigFromEnv(base).endpointUrl).toBe(AIRTABLE_API_URL);
  });

  it('fails the build, and makes the functions report Airtable unavailable, without a base id', () => {
    expect(() => airtableConfigFromEnv({ AIRTABLE_TOKEN: 'pat123' })).toThrow(/AIRTABLE_BASE_ID/);
    expect(() => airtableSettings({ AIRTABLE_TOKEN: 'pat123' })).toThrow(ServiceUnavailableError);
  });
});

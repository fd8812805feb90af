import { describe, expect, it } from 'vitest';
import { AIRTABLE_API_URL } from '../../src/airtable/client.ts';
import { airtableConnection } from '../../src/airtable/connection.ts';
import { NotConfiguredError } from '../../src/lib/not-configured.ts';
import { handler } from '../../src/server/http.ts';

const base = { AIRTABLE_TOKEN: 'pat123', AIRTABLE_BASE_ID: 'appBase' };

describe('the Airtable base of the build and of the functions', () => {
  it('is the base the environment names, at the real API unless AIRTABLE_ENDPOINT_URL says otherwise', () => {
    expect(airtableConnection(base)).toEqual({ token: 'pat123', baseId: 'appBase', endpointUrl: AIRTABLE_API_URL });
    expect(airtableConnection({ ...base, AIRTABLE_ENDPOINT_URL: 'http://127.0.0.1:5555' }).endpointUrl).toBe('http://127.0.0.1:5555');
  });

  it('is missing, naming the variable, without a base id or a token', () => {
    expect(() => airtableConnection({ AIRTABLE_TOKEN: 'pat123' })).toThrow(/AIRTABLE_BASE_ID/);
    expect(() => airtableConnection({ AIRTABLE_BASE_ID: 'appBase' })).toThrow(NotConfiguredError);
  });

  it('makes a function answer that Airtable is unavailable (503), not a crash', async () => {
    const run = handler(['GET'], async () => {
      airtableConnection({ AIRTABLE_TOKEN: 'pat123' });
      return new Response();
    });
    const response = await run(new Request('http://localhost/api/x'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'service_unavailable', message: expect.stringContaining('AIRTABLE_BASE_ID') });
  });
});

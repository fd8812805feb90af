import { readdirSync } from 'node:fs';
import type { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { netlifyEmulation } from '../../scripts/lib/netlify-emulation.ts';
import { DOLOMITES } from '../support/payments.ts';

/**
 * The test server calls the functions in-process for speed (scripts/lib/local-functions.ts). Here
 * each one runs as Netlify runs it instead: bundled and invoked by Netlify's own function
 * emulation, at the path its config declares, with the environment of the stand-ins.
 */
const FUNCTIONS = readdirSync('netlify/functions').map((file) => file.replace(/\.[^.]+$/, ''));

let netlify: NetlifyDev;
beforeAll(async () => {
  netlify = netlifyEmulation(process.cwd(), { files: false, functions: true });
  await netlify.start();
}, 120_000);
afterAll(() => netlify.stop());

/** One call at a time: the emulation shares a bundle directory between concurrent calls of a function. */
async function call(path: string, init?: RequestInit): Promise<Response | undefined> {
  return netlify.handle(new Request(new URL(path, 'http://localhost'), init));
}

describe("every function under Netlify's emulation", () => {
  it.each(FUNCTIONS)('%s answers at its /api path and refuses a wrong method with a JSON 405', async (name) => {
    const response = await call(`/api/${name}`, { method: 'PUT' });
    expect(response?.status).toBe(405);
    expect(await response?.json()).toMatchObject({ error: 'method_not_allowed' });
    // The emulation bundles a function at its first call, the first of all after warming up its bundler.
  }, 120_000);

  it('reads a live coupon from Airtable, as deployed', async () => {
    const response = await call('/api/validate-coupon', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'welcome10', packageId: DOLOMITES.packageId }),
    });
    expect(response?.status).toBe(200);
    expect(await response?.json()).toMatchObject({ valid: true, discountPercent: 10 });
  }, 60_000);
});

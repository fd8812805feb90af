import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NetlifyDev } from '@netlify/dev';
import type { Config } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { netlifyEmulation } from '../../scripts/lib/netlify-emulation.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';
import { DOLOMITES } from '../support/payments.ts';

/**
 * The test server calls the functions in-process for speed (scripts/lib/local-functions.ts). Here
 * each one runs as Netlify runs it instead: bundled and invoked by Netlify's own function
 * emulation, at the path its config declares, with the environment of the stand-ins.
 */
const MODULES = await Promise.all(
  readdirSync('netlify/functions').map(async (file) => ({
    name: file.replace(/\.[^.]+$/, ''),
    config: ((await import(pathToFileURL(path.resolve('netlify/functions', file)).href)) as { config: Config }).config,
  })),
);
/** The functions answering at an /api path; a scheduled function has none, and runs on its schedule. */
const FUNCTIONS = MODULES.filter((module) => module.config.path).map((module) => module.name);
const SCHEDULED = MODULES.filter((module) => module.config.schedule).map((module) => module.name);


let netlify: NetlifyDev;
let blobs: LocalBlobs;
let emptyBase: AirtableStandin;
let postmark: PostmarkStandin;
beforeAll(async () => {
  // A Blobs store, an Airtable base and a mail service of their own, so that running the scheduled
  // functions here leaves the others' edits, bookings, markers and emails alone.
  blobs = await startLocalBlobs();
  emptyBase = await startAirtableStandin({ base: {} });
  postmark = await startPostmarkStandin();
  Object.assign(process.env, blobs.env, postmark.env);
  netlify = netlifyEmulation(process.cwd(), { files: false, functions: true });
  await netlify.start();
}, 120_000);
afterAll(async () => {
  await netlify.stop();
  await Promise.all([blobs.stop(), emptyBase.stop(), postmark.stop()]);
});

/** One call at a time: the emulation shares a bundle directory between concurrent calls of a function. */
async function call(path: string, init?: RequestInit): Promise<Response | undefined> {
  return netlify.handle(new Request(new URL(path, 'http://localhost'), init));
}

describe("every function under Netlify's emulation", () => {
  it.each(FUNCTIONS)('%s answers at its /api path and refuses a wrong method with a JSON 405', async (name) => {
    const response = await call(`/api/${name}`, { method: 'PUT' });
    expect(response?.status).toBe(405);
    expect(await response?.json()).toMatchObject({ error: 'method_not_allowed' });
    // The emulation bundles a function at its first call, the first of all after warming up its bundler:
    // over two minutes on a 2-core machine shared with other work.
  }, 300_000);

  it('has an /api path for every function that is not scheduled', () => {
    expect([...FUNCTIONS, ...SCHEDULED].sort()).toEqual(MODULES.map((module) => module.name).sort());
    expect(FUNCTIONS).toContain('publish');
  });

  /** What each scheduled function answers on a fresh store and an empty base: nothing was edited, sold, paid or asked for here. */
  const FIRST_RUN: Record<string, unknown> = {
    'publish-edits': { published: false, reason: 'no edits' },
    'free-cancelled-places': { departures: expect.any(Number), placesFreed: 0, unfinished: false },
    'count-coupon-uses': { counted: 0, stillWaiting: 0 },
    'charge-balances': { today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), paid: [], actionNeeded: [], retryLater: [], notReached: [], unreadable: [] },
    'purge-expired-data': { contactMessages: 0, brochureRequests: 0, deletionRequests: 0, anonymisedBookings: 0, erasures: { completed: [], waiting: 0, leftOver: 0 } },
    'retry-emails': { rows: 0, sent: [], completed: 0, postponed: 0 },
    'email-digest': { failing: 0, delivery: 'nothing to report', forgottenRecipients: 0 },
  };

  it.each(SCHEDULED)('%s is scheduled, and runs by hand at /.netlify/functions/<name>, as under netlify dev', async (name) => {
    const shared = { ...process.env };
    Object.assign(process.env, emptyBase.env);
    expect(FIRST_RUN).toHaveProperty([name]);
    try {
      const response = await call(`/.netlify/functions/${name}`, { method: 'POST', body: '{}' });
      expect(response?.status).toBe(200);
      expect(await response?.json()).toEqual(FIRST_RUN[name]);
      expect(postmark.outbox).toEqual([]);
    } finally {
      Object.assign(process.env, shared);
    }
  }, 60_000);

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

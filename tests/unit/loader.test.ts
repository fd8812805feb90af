import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAirtableClient } from '../../src/airtable/client.ts';
import { blogLoader, packagesLoader } from '../../src/content/loader.ts';
import type { Base } from '../../standins/airtable/sample-base.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';

const created = '2026-01-01T00:00:00.000Z';
const PACKAGES = 130;
const NO_BROCHURE = 42;

/** A base with more records than one page holds, and fields left out the way Airtable does. */
function generatedBase(): Base {
  const packages = Array.from({ length: PACKAGES }, (_, i) => ({
    id: `recPkg${String(i).padStart(11, '0')}`,
    createdTime: created,
    fields: {
      name: `Trip ${i}`,
      status: 'active',
      price: 1000 + i,
      continent: 'Europe',
      ...(i === 0 ? { imageURL: [{ id: 'attLoaderOk0001', url: '/attachments/attLoaderOk0001/ok.jpg', filename: 'ok.jpg', type: 'image/jpeg' }] } : {}),
      ...(i === 1 ? { imageURL: [{ id: 'attLoaderBroken1', url: '/attachments/attLoaderBroken1/gone.jpg', filename: 'gone.jpg', type: 'image/jpeg' }] } : {}),
      // Every trip but one has an uploaded brochure; the build writes trip notes for that one.
      ...(i === NO_BROCHURE ? {} : { brochure_en: [{ id: 'attLoaderBrochure', url: '/attachments/attLoaderBrochure/trip.pdf', filename: 'trip.pdf', type: 'application/pdf' }] }),
    },
  }));
  const versions = packages.map((pkg, i) => ({
    id: `recVer${String(i).padStart(11, '0')}`,
    createdTime: created,
    fields: { name: 'Classic', price: 1000 + i, package: [pkg.id] },
  }));
  const locations = versions.flatMap((version, i) =>
    [1, 2].map((step) => ({
      id: `recLoc${String(i * 2 + step).padStart(11, '0')}`,
      createdTime: created,
      fields: { name: `Stop ${step}`, stepNumber: step, lat: 45 + step / 10, long: 11, packageVersion: [version.id] },
    })),
  );
  return { packages, packageVersions: versions, locations, blog: [] };
}

function fakeContext() {
  const entries = new Map<string, Record<string, unknown>>();
  const warn = vi.fn<(message: string) => void>();
  return {
    entries,
    warn,
    context: {
      store: {
        clear: () => entries.clear(),
        set: ({ id, data }: { id: string; data: Record<string, unknown> }) => {
          entries.set(id, data);
          return true;
        },
      },
      parseData: async <T,>({ data }: { data: T }) => data,
      logger: { warn, info: vi.fn() },
    } as unknown as Parameters<typeof packagesLoader.load>[0],
  };
}

let standin: AirtableStandin;
let cacheDir: string;

beforeAll(async () => {
  standin = await startAirtableStandin({ base: generatedBase() });
  cacheDir = await mkdtemp(path.join(tmpdir(), 'altura-cache-'));
  vi.stubEnv('AIRTABLE_TOKEN', standin.token);
  vi.stubEnv('AIRTABLE_BASE_ID', standin.baseId);
  vi.stubEnv('AIRTABLE_ENDPOINT_URL', standin.url);
  vi.stubEnv('ATTACHMENT_CACHE_DIR', cacheDir);
});

afterEach(async () => {
  await fetch(`${standin.url}/__standin/heal`, { method: 'POST' });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standin.stop();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('Airtable client', () => {
  it('follows offset across pages of 100', async () => {
    const pages: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      pages.push(String(input));
      return realFetch(input, init);
    });
    const client = createAirtableClient({ token: standin.token, baseId: standin.baseId, endpointUrl: standin.url });
    const records = await client.listRecords('locations');
    spy.mockRestore();
    expect(records).toHaveLength(PACKAGES * 2);
    expect(new Set(records.map((record) => record.id)).size).toBe(PACKAGES * 2);
    expect(pages).toHaveLength(3);
    expect(pages[1]).toMatch(/offset=itr/);
  });

  it('waits and retries after 429', async () => {
    await fetch(`${standin.url}/__standin/throttle`, { method: 'POST', body: JSON.stringify({ times: 2 }) });
    const client = createAirtableClient({ token: standin.token, baseId: standin.baseId, endpointUrl: standin.url, retryDelayMs: 10 });
    await expect(client.listRecords('packages')).resolves.toHaveLength(PACKAGES);
  });

  it('gives up on 429 after its retries, naming the table', async () => {
    await fetch(`${standin.url}/__standin/throttle`, { method: 'POST', body: JSON.stringify({ times: 5 }) });
    const client = createAirtableClient({ token: standin.token, baseId: standin.baseId, endpointUrl: standin.url, retries: 1, retryDelayMs: 10 });
    await expect(client.listRecords('packages')).rejects.toThrow('Airtable table "packages": 429');
  });

  it('names a table the base does not have', async () => {
    const client = createAirtableClient({ token: standin.token, baseId: standin.baseId, endpointUrl: standin.url });
    await expect(client.listRecords('trips')).rejects.toThrow(/"trips": 403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND/);
  });
});

describe('content loader', () => {
  it('publishes every package with its version and steps, tolerating omitted fields', async () => {
    const { context, entries, warn } = fakeContext();
    await packagesLoader.load(context);
    expect(entries.size).toBe(PACKAGES);
    const trip = entries.get('recPkg00000000042')!;
    expect(trip).toMatchObject({ name: 'Trip 42', slug: 'trip-42', currency: 'EUR', gallery: [] });
    // No brochure uploaded: trip notes in every language, each its own cached PDF.
    const notes = trip.brochure as Record<string, { file: string; href: string }>;
    expect(Object.keys(notes).sort()).toEqual(['de', 'en', 'es', 'fr', 'it']);
    expect(notes.en!.href).toMatch(/^\/brochures\/tn-[0-9a-f]{20}\/trip-42-trip-notes-en\.pdf$/);
    expect(notes.de!.href).toMatch(/^\/brochures\/tn-[0-9a-f]{20}\/trip-42-reiseinfos-de\.pdf$/);
    expect(readFileSync(notes.it!.file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // An uploaded English brochure serves every language, as before.
    const uploaded = (entries.get('recPkg00000000041')!.brochure as Record<string, { href: string }>);
    expect(Object.values(uploaded).map((file) => file.href)).toEqual(Array(5).fill('/brochures/attLoaderBrochure/trip.pdf'));
    expect((trip.versions as { steps: unknown[] }[])[0]!.steps).toHaveLength(2);
    expect(trip.image).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(0);
  });

  it('reports a broken image and publishes the package without it', async () => {
    vi.stubEnv('ATTACHMENT_CACHE_DIR', path.join(cacheDir, 'fresh'));
    await fetch(`${standin.url}/__standin/break-attachment`, { method: 'POST', body: JSON.stringify({ id: 'attLoaderBroken1' }) });
    const { context, entries, warn } = fakeContext();
    await packagesLoader.load(context);
    expect(entries.get('recPkg00000000000')!.image).toMatch(/attLoaderOk0001\.jpg$/);
    expect(entries.get('recPkg00000000001')!.image).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Image gone\.jpg \(attLoaderBroken1\) answered 404/));
    vi.stubEnv('ATTACHMENT_CACHE_DIR', cacheDir);
  });

  it('downloads an attachment once and reuses it from the cache', async () => {
    await packagesLoader.load(fakeContext().context);
    await fetch(`${standin.url}/__standin/break-attachment`, { method: 'POST', body: JSON.stringify({ id: 'attLoaderOk0001' }) });
    const { context, entries, warn } = fakeContext();
    await packagesLoader.load(context);
    expect(entries.get('recPkg00000000000')!.image).toMatch(/attLoaderOk0001\.jpg$/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads no departures from a base without the optional table (Airtable answers 403 for it)', async () => {
    const answer = await fetch(`${standin.url}/v0/${standin.baseId}/departures`, { headers: { Authorization: `Bearer ${standin.token}` } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: { type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND' } });
    const { context, entries } = fakeContext();
    await packagesLoader.load(context);
    expect((entries.get('recPkg00000000042')!.versions as { departures: unknown[] }[])[0]!.departures).toEqual([]);
  });

  it('reads no departures when an older Airtable answers 404 TABLE_NOT_FOUND', async () => {
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
      String(input).includes('/departures')
        ? Promise.resolve(Response.json({ error: { type: 'TABLE_NOT_FOUND', message: 'Could not find table departures' } }, { status: 404 }))
        : realFetch(input, init),
    );
    const { context, entries } = fakeContext();
    await packagesLoader.load(context);
    spy.mockRestore();
    expect(entries.size).toBe(PACKAGES);
  });

  it('publishes the departures of a base that has them, under their version', async () => {
    const records = [{ id: 'recDep000000001', createdTime: created, fields: { packageVersion: ['recVer00000000042'], startDate: '2027-06-12', seats: 6 } }];
    await fetch(`${standin.url}/__standin/tables/departures`, { method: 'PUT', body: JSON.stringify({ records }) });
    const { context, entries } = fakeContext();
    await packagesLoader.load(context);
    await fetch(`${standin.url}/__standin/reset`, { method: 'POST' });
    expect((entries.get('recPkg00000000042')!.versions as { departures: unknown[] }[])[0]!.departures).toEqual([
      { id: 'recDep000000001', startDate: '2027-06-12', seats: 6, price: null, status: 'open' },
    ]);
  });

  it('fails the build when the departures table exists but cannot be read, as for any table', async () => {
    await fetch(`${standin.url}/__standin/fault`, { method: 'POST', body: JSON.stringify({ table: 'departures', status: 422 }) });
    const { context } = fakeContext();
    await expect(packagesLoader.load(context)).rejects.toThrow(/Content could not be read.*Airtable table "departures": 422 INVALID_REQUEST/);
  });

  it('fails the build when a table cannot be read, naming the table and the reason', async () => {
    await fetch(`${standin.url}/__standin/fault`, { method: 'POST', body: JSON.stringify({ table: 'blog', status: 422 }) });
    const { context } = fakeContext();
    await expect(blogLoader.load(context)).rejects.toThrow(/Content could not be read.*Airtable table "blog": 422 INVALID_REQUEST/);
  });
});

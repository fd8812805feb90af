import { getStore, type Store } from '@netlify/blobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';

/**
 * The local Blobs emulation must keep the real store's promises, or concurrency code that passes
 * here would oversell on Netlify: a conditional write succeeds for exactly one of many racers.
 */
let blobs: LocalBlobs;
let store: Store;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  store = getStore({ name: 'emulation-test', consistency: 'strong', ...blobs.context });
});
afterAll(() => blobs.stop());

describe('the local Netlify Blobs emulation', () => {
  it('lets exactly one of 20 simultaneous writes with the same ETag through', async () => {
    const first = await store.setJSON('counter', { value: 0 });
    expect(first.etag).toBeTruthy();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, writer) => store.setJSON('counter', { value: 1, writer }, { onlyIfMatch: first.etag! })),
    );
    const winners = results.filter((result) => result.modified);
    expect(winners).toHaveLength(1);
    const stored = await store.getWithMetadata('counter', { type: 'json' });
    expect(stored?.data).toMatchObject({ value: 1 });
    expect(stored?.etag).toBe(winners[0]!.etag);
  });

  it('creates a key for exactly one of 20 simultaneous onlyIfNew writes', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, writer) => store.setJSON('claim', { writer }, { onlyIfNew: true })),
    );
    expect(results.filter((result) => result.modified)).toHaveLength(1);
  });

  it('gives every version its own ETag, however quickly they follow each other', async () => {
    const etags = [];
    for (let version = 0; version < 10; version++) etags.push((await store.setJSON('quick', { version })).etag);
    expect(new Set(etags).size).toBe(10);
  });

  it('answers a read with the ETag of the version read, usable for the next conditional write', async () => {
    const written = await store.setJSON('read-modify-write', { places: 3 });
    const read = await store.getWithMetadata('read-modify-write', { type: 'json' });
    expect(read).toMatchObject({ data: { places: 3 }, etag: written.etag });
    const taken = await store.setJSON('read-modify-write', { places: 2 }, { onlyIfMatch: read!.etag! });
    expect(taken.modified).toBe(true);
    const stale = await store.setJSON('read-modify-write', { places: 2 }, { onlyIfMatch: read!.etag! });
    expect(stale.modified).toBe(false);
  });

  it('reads nothing for a key never written, and forgets a deleted one', async () => {
    expect(await store.get('never-written')).toBeNull();
    await store.set('gone', 'soon');
    await store.delete('gone');
    expect(await store.get('gone')).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { getStore, type Store } from '@netlify/blobs';
import { z } from 'zod';

/**
 * One erasure at a time per request: a visitor's two tabs, or the visitor and the daily run, never
 * erase the same request side by side (each would report it to the operator). Airtable has no
 * transactions; Netlify Blobs has conditional writes. A lease outlives any run (each stops within
 * 30 s), so one left by a run that died is taken over once it has lapsed.
 */
const LEASE_MS = 90_000;

const leaseSchema = z.object({ owner: z.string(), until: z.number() });

export function erasureStore(): Store {
  return getStore({ name: 'erasure', consistency: 'strong' });
}

export interface Lease {
  release(): Promise<void>;
}

/** Takes the lease of one deletion request, or answers undefined while another run holds it. */
export async function takeLease(store: Store, requestId: string, now = Date.now()): Promise<Lease | undefined> {
  const key = `lease/${requestId}`;
  const mine = { owner: randomUUID(), until: now + LEASE_MS };
  let taken = (await store.setJSON(key, mine, { onlyIfNew: true })).modified;
  if (!taken) {
    const held = await store.getWithMetadata(key, { type: 'json' });
    const lease = leaseSchema.safeParse(held?.data);
    if (lease.success && lease.data.until > now) return undefined;
    // Lapsed, unreadable or just released: taken only if nobody else took it meanwhile.
    taken = (await store.setJSON(key, mine, held?.etag ? { onlyIfMatch: held.etag } : { onlyIfNew: true })).modified;
  }
  if (!taken) return undefined;
  return {
    async release() {
      const current = leaseSchema.safeParse(await store.get(key, { type: 'json' }));
      if (current.success && current.data.owner === mine.owner) await store.delete(key);
    },
  };
}

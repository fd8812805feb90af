import type { Store } from '@netlify/blobs';
import { z } from 'zod';

/**
 * A short exclusive lease on a piece of work, for one function instance at a time: created only if
 * absent, taken over only once the holder's lease ran out (it died or hung).
 */
const leaseSchema = z.object({ until: z.number() });

export interface Lease {
  /** Epoch ms: the holder's work must be over by then. */
  until: number;
  release(): Promise<void>;
}

export async function acquireLease(store: Store, key: string, durationMs: number, now = Date.now()): Promise<Lease | undefined> {
  const until = now + durationMs;
  const lease: Lease = {
    until,
    // Past its end the lease may be someone else's: it is left to run out.
    release: async () => {
      if (Date.now() < until) await store.delete(key);
    },
  };
  if ((await store.setJSON(key, { until }, { onlyIfNew: true })).modified) return lease;
  const held = await store.getWithMetadata(key, { type: 'json' });
  if (!held?.etag) return undefined;
  const current = leaseSchema.safeParse(held.data);
  if (current.success && current.data.until > now) return undefined;
  return (await store.setJSON(key, { until }, { onlyIfMatch: held.etag })).modified ? lease : undefined;
}

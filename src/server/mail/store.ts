import { setTimeout as sleep } from 'node:timers/promises';
import { getStore, type Store } from '@netlify/blobs';
import type { z } from 'zod';
import { beforeDeadline } from '../../lib/deadline.ts';

/**
 * What the mail keeps between calls, in the site's Netlify Blobs store (strongly consistent, for
 * the conditional writes): a marker per message (`mail/<message id>`, src/server/mail/outbox.ts)
 * and a count per recipient address (`throttle/<sha256>`, src/server/mail/recipient-throttle.ts).
 */
export function mailStore(): Store {
  return getStore({ name: 'mail', consistency: 'strong' });
}

/** Tries of a write that another call changed meanwhile: each retry follows a change that won. */
const MAX_WRITE_TRIES = 16;
/** After a lost race, a pause of up to this many ms, so that racers do not collide again in step. */
const RETRY_JITTER_MS = 25;

/** What `change` decides: the value to write, or no write at all with the reason. */
export type Change<T, R> = { write: T; result: R } | { keep: R };

/**
 * Reads a key, decides on what it holds, and writes only if nobody wrote it meanwhile (the ETag
 * read, or its absence), else decides again on what is there now. Answers `change`'s result;
 * a value that does not match `schema` (unreadable, or of an older shape) reads as absent.
 */
export async function updateJSON<T, R>(
  store: Store,
  key: string,
  schema: z.ZodType<T>,
  change: (current: T | undefined) => Change<T, R>,
  deadline?: number,
): Promise<R> {
  for (let attempt = 0; attempt < MAX_WRITE_TRIES; attempt++) {
    const stored = await beforeDeadline(store.getWithMetadata(key, { type: 'json' }), deadline, `Reading ${key}`);
    const current = schema.safeParse(stored?.data);
    const decision = change(current.success ? current.data : undefined);
    if ('keep' in decision) return decision.keep;
    const written = await beforeDeadline(
      store.setJSON(key, decision.write, stored?.etag ? { onlyIfMatch: stored.etag } : { onlyIfNew: true }),
      deadline,
      `Writing ${key}`,
    );
    if (written.modified) return decision.result;
    await sleep(Math.random() * RETRY_JITTER_MS);
  }
  throw new Error(`${key} kept changing under ${MAX_WRITE_TRIES} writes in a row`);
}

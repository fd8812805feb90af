import type { Store } from '@netlify/blobs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { HttpError } from '../http.ts';

/** What a change makes of a record: a new value to write, or nothing to write; and what to answer. */
export type Change<T, R> = { write: T; answer: R } | { keep: true; answer: R };

export const write = <T, R>(value: T, answer: R): Change<T, R> => ({ write: value, answer });
export const keep = <T, R>(answer: R): Change<T, R> => ({ keep: true, answer });

/** The first pause after a lost race; doubled each time, with jitter so that racers spread out. */
const FIRST_PAUSE_MS = 10;
const LONGEST_PAUSE_MS = 200;

function unavailable(): HttpError {
  return new HttpError(503, 'service_unavailable', 'Places and promo codes cannot be checked at this moment. Please try again in a minute.');
}

/**
 * Reads a record with its ETag, computes the change, and writes it only if nobody wrote the record
 * in between (`onlyIfMatch`, or `onlyIfNew` for a record not there yet). A lost race reads again
 * and recomputes, after a short random pause, until `deadline` (epoch ms): two writers can never
 * both act on the same version. A change that writes nothing ends at once.
 */
export async function compareAndSwap<T, R>(
  store: Store,
  key: string,
  schema: z.ZodType<T>,
  change: (current: T | undefined) => Change<T, R>,
  deadline: number,
): Promise<R> {
  for (let attempt = 0; ; attempt++) {
    let written: boolean;
    let next: Change<T, R>;
    try {
      const stored = await store.getWithMetadata(key, { type: 'json' });
      if (stored && !stored.etag) throw new Error(`The ledger's record ${key} was read without an ETag`);
      next = change(stored ? schema.parse(stored.data) : undefined);
      if ('keep' in next) return next.answer;
      const result = await store.setJSON(key, next.write, stored ? { onlyIfMatch: stored.etag! } : { onlyIfNew: true });
      written = result.modified;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      console.error(error);
      throw unavailable();
    }
    if (written) return next.answer;
    const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt) * (0.5 + Math.random());
    if (Date.now() + pause >= deadline) throw unavailable();
    await sleep(pause);
  }
}

/** A record as it is now, or undefined; a store that cannot be read is a 503. */
export async function readRecord<T>(store: Store, key: string, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    const data: unknown = await store.get(key, { type: 'json' });
    return data === null ? undefined : schema.parse(data);
  } catch (error) {
    console.error(error);
    throw unavailable();
  }
}

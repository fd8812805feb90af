import { createHash } from 'node:crypto';
import { z } from 'zod';
import { beforeDeadline } from '../../lib/deadline.ts';
import { HttpError } from '../http.ts';
import { mailStore, updateJSON } from './store.ts';

/**
 * The emails a visitor can make the site send to an address they type: a brochure link and a
 * deletion confirmation. However many visitors and addresses a sender uses (the functions' rate
 * limits count per visitor), one address receives at most this many of each a day.
 */
export const RECIPIENT_LIMIT = { brochure: 3, deletion: 3 } as const;
export type RecipientPurpose = keyof typeof RECIPIENT_LIMIT;
const WINDOW_MS = 24 * 60 * 60_000;
/** The store answers in milliseconds; a visitor waits for this at most. */
const THROTTLE_BUDGET_MS = 5_000;

/** When each kind of email was requested for the address, in epoch ms, within the last 24 h. */
const recipientSchema = z.object({
  brochure: z.array(z.number()).default([]),
  deletion: z.array(z.number()).default([]),
});
type Recipient = z.infer<typeof recipientSchema>;

/** The address's key: its SHA-256, so that the store holds no address. Case and spaces around it do not make another address. */
export function throttleKey(address: string): string {
  return `throttle/${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;
}

/**
 * Counts one email of this kind to the address, or refuses it (429 `too_many_requests`) when the
 * address had its share in the last 24 hours: before anything is stored or sent. Concurrent
 * requests cannot pass the limit together (the count is a conditional write).
 */
export async function takeRecipientSlot(purpose: RecipientPurpose, address: string, now = Date.now()): Promise<void> {
  let taken: boolean;
  try {
    taken = await updateJSON<Recipient, boolean>(
      mailStore(),
      throttleKey(address),
      recipientSchema,
      (current) => {
        const recent = { brochure: [], deletion: [], ...current };
        const within = (times: number[]) => times.filter((at) => now - at < WINDOW_MS);
        const kept = { brochure: within(recent.brochure), deletion: within(recent.deletion) };
        if (kept[purpose].length >= RECIPIENT_LIMIT[purpose]) return { keep: false };
        return { write: { ...kept, [purpose]: [...kept[purpose], now] }, result: true };
      },
      Date.now() + THROTTLE_BUDGET_MS,
    );
  } catch (error) {
    // The store is slow or unreachable: nothing is sent unless it was counted.
    console.error(error);
    throw new HttpError(503, 'service_unavailable', 'Your request could not be taken just now. Please try again in a moment.');
  }
  if (!taken) {
    throw new HttpError(429, 'too_many_requests', 'This address has received as many of these emails as it may today. Please try again tomorrow.');
  }
}

/**
 * Deletes the counts of addresses that had no such email for a day: they no longer limit
 * anything, and the hash of an address is not kept longer than it serves. Run daily, so no count
 * outlives two days. Answers how many were deleted; what the deadline leaves is deleted next day.
 */
export async function forgetIdleRecipients(now: number, deadline: number): Promise<number> {
  const store = mailStore();
  const { blobs } = await beforeDeadline(store.list({ prefix: 'throttle/' }), deadline, 'Listing the recipient counts');
  let forgotten = 0;
  for (const { key } of blobs) {
    if (Date.now() >= deadline) break;
    const counts = recipientSchema.safeParse(await beforeDeadline(store.get(key, { type: 'json' }), deadline, `Reading ${key}`));
    const latest = counts.success ? Math.max(0, ...counts.data.brochure, ...counts.data.deletion) : 0;
    if (now - latest < WINDOW_MS) continue;
    await beforeDeadline(store.delete(key), deadline, `Deleting ${key}`);
    forgotten++;
  }
  return forgotten;
}

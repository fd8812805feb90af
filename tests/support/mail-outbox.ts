import { getStore } from '@netlify/blobs';
import { expect, inject } from 'vitest';
import type { MessageMarker } from '../../src/server/mail/outbox.ts';
import { siteUrl } from './context.ts';

/** The site's mail markers (src/server/mail/outbox.ts), in the tests' Netlify Blobs store. */
const store = () => getStore({ name: 'mail', consistency: 'strong', ...inject('blobsContext') });

export async function marker(messageId: string): Promise<MessageMarker | undefined> {
  return ((await store().get(`mail/${messageId}`, { type: 'json' })) ?? undefined) as MessageMarker | undefined;
}

/**
 * Time passes for the messages whose id starts with `prefix` (a row's, e.g. `bookings/rec…/`):
 * each failed one waiting for its next attempt becomes due now. Other tests' messages keep their
 * own time.
 */
export async function makeDue(prefix: string): Promise<void> {
  const { blobs } = await store().list({ prefix: `mail/${prefix}` });
  for (const { key } of blobs) {
    const current = (await store().get(key, { type: 'json' })) as MessageMarker | null;
    if (current?.state === 'failed' && current.nextAttemptAt !== null) await store().setJSON(key, { ...current, nextAttemptAt: Date.now() - 1 });
  }
}

/** Runs a scheduled function by hand, as under netlify dev, with the body Netlify sends; answers its JSON. */
export async function runScheduled(name: string): Promise<Record<string, unknown>> {
  const response = await fetch(siteUrl(`/.netlify/functions/${name}`), { method: 'POST', body: JSON.stringify({ next_run: new Date(Date.now() + 3_600_000).toISOString() }) });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

import { getStore, type Store } from '@netlify/blobs';
import { z } from 'zod';

/**
 * When the content was last edited and which edit was last published, in the site's Netlify Blobs
 * store: Airtable cannot say whether anything changed since the last build, and the functions
 * keep no memory between calls.
 */
export const QUIET_PERIOD_MS = 5 * 60_000;

const LAST_EDIT = 'last-edit';
const LAST_PUBLISH = 'last-publish';

/** The latest edit an Airtable automation reported, in milliseconds since 1970. */
const lastEditSchema = z.object({ at: z.number() });
/** The edit the last build hook call published, and when that call was made. */
const lastPublishSchema = z.object({ editAt: z.number(), at: z.number() });
export type LastPublish = z.infer<typeof lastPublishSchema>;

/** The store on Netlify (strongly consistent, for the conditional writes), or the local emulation. */
export function publishingStore(): Store {
  return getStore({ name: 'publishing', consistency: 'strong' });
}

/** Remembers an edit. Edits of one burst overwrite each other; only the latest time matters. */
export async function noteEdit(store: Store, at: number): Promise<void> {
  await store.setJSON(LAST_EDIT, { at } satisfies z.infer<typeof lastEditSchema>);
}

export async function lastEdit(store: Store): Promise<number | undefined> {
  const parsed = lastEditSchema.safeParse(await store.get(LAST_EDIT, { type: 'json' }));
  return parsed.success ? parsed.data.at : undefined;
}

export async function lastPublish(store: Store): Promise<{ record: LastPublish | undefined; etag: string | undefined }> {
  const stored = await store.getWithMetadata(LAST_PUBLISH, { type: 'json' });
  const parsed = lastPublishSchema.safeParse(stored?.data);
  return { record: parsed.success ? parsed.data : undefined, etag: stored?.etag };
}

/**
 * Records a publication only if nobody else recorded one since `etag` was read (or since the store
 * was empty): of two runs at the same moment, one claims the edit and the other sees it claimed.
 * Answers the new ETag, or undefined when another run got there first.
 */
export async function claimPublish(store: Store, record: LastPublish, etag: string | undefined): Promise<string | undefined> {
  const result = await store.setJSON(LAST_PUBLISH, record, etag ? { onlyIfMatch: etag } : { onlyIfNew: true });
  return result.modified ? result.etag : undefined;
}

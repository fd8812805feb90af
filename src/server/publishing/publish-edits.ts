import type { Store } from '@netlify/blobs';
import { HttpError, json } from '../http.ts';
import { QUIET_PERIOD_MS, claimPublish, lastEdit, lastPublish, publishingStore } from './edit-log.ts';
import { buildHookUrl } from './settings.ts';

/** A build hook answers at once (the build runs afterwards); a slow one is a failure, retried next run. */
const HOOK_TIMEOUT_MS = 10_000;

export type PublishOutcome =
  | { published: true; editAt: string }
  | { published: false; reason: 'no edits' | 'already published' | 'another run is publishing' }
  | { published: false; reason: 'edits continuing'; publishesAfter: string };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Starts one build per burst of edits: once the latest edit is five minutes old and newer than
 * the last published one. The publication is claimed with a conditional write before the hook is
 * called, so two runs at once start one build; a failed call gives the claim back for the next run.
 */
export async function publishEdits(options: { store: Store; now: number; hookUrl: () => string }): Promise<PublishOutcome> {
  const { store, now } = options;
  const editAt = await lastEdit(store);
  if (editAt === undefined) return { published: false, reason: 'no edits' };
  const { record: previous, etag } = await lastPublish(store);
  if (previous && previous.editAt >= editAt) return { published: false, reason: 'already published' };
  if (now - editAt < QUIET_PERIOD_MS) return { published: false, reason: 'edits continuing', publishesAfter: iso(editAt + QUIET_PERIOD_MS) };

  const hookUrl = options.hookUrl();
  const claim = await claimPublish(store, { editAt, at: now }, etag);
  if (!claim) return { published: false, reason: 'another run is publishing' };
  const failure = await callBuildHook(hookUrl, editAt);
  if (failure) {
    await claimPublish(store, previous ?? { editAt: 0, at: 0 }, claim);
    const message = `The build hook did not start a build (${failure}); the next run tries again.`;
    // A scheduled run's answer reaches nobody: the function log is where an operator looks.
    console.error(`publish-edits: ${message}`);
    throw new HttpError(502, 'build_hook_failed', message);
  }
  return { published: true, editAt: iso(editAt) };
}

/** Posts to the hook; answers what went wrong, or undefined. */
async function callBuildHook(hookUrl: string, editAt: number): Promise<string | undefined> {
  const url = new URL(hookUrl);
  // Netlify shows this as the deploy's message.
  url.searchParams.set('trigger_title', `Airtable edits, the last at ${iso(editAt)}`);
  try {
    const response = await fetch(url, { method: 'POST', body: '{}', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? undefined : `status ${response.status}`;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The scheduled function, also run by hand: `POST /.netlify/functions/publish-edits`. */
export async function runPublishEdits(): Promise<Response> {
  return json(await publishEdits({ store: publishingStore(), now: Date.now(), hookUrl: () => buildHookUrl() }));
}

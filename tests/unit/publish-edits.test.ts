import { getStore, type Store } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { HttpError } from '../../src/server/http.ts';
import { noteEdit } from '../../src/server/publishing/edit-log.ts';
import { publishEdits } from '../../src/server/publishing/publish-edits.ts';
import { startBuildHookStandin, type BuildHookStandin } from '../../standins/netlify/build-hook.ts';

/**
 * The scheduled publish-edits against Netlify's local Blobs store and a stand-in build hook, on a
 * clock of the test's own: an operator's burst of edits starts exactly one build, five minutes
 * after its last edit.
 */
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 5, 1, 9, 0, 0);

let blobs: LocalBlobs;
let hook: BuildHookStandin;
let store: Store;
let storeNumber = 0;
beforeAll(async () => {
  blobs = await startLocalBlobs();
  hook = await startBuildHookStandin();
});
afterAll(async () => {
  await blobs.stop();
  await hook.stop();
});
beforeEach(async () => {
  // A store per test: each starts with no edits and no publication.
  store = getStore({ name: `publishing-${++storeNumber}`, consistency: 'strong', ...blobs.context });
  await fetch(`${hook.url}/__standin/reset`, { method: 'POST' });
});

const runAt = (minute: number) => publishEdits({ store, now: T0 + minute * MINUTE, hookUrl: () => hook.hookUrl });
const editAt = (minute: number) => noteEdit(store, T0 + minute * MINUTE);

describe('publish-edits', () => {
  it('does nothing while nobody has edited', async () => {
    expect(await runAt(0)).toEqual({ published: false, reason: 'no edits' });
    expect(hook.builds).toHaveLength(0);
  });

  it('starts one build five minutes after the last edit of a burst, and no other', async () => {
    await editAt(0);
    await editAt(1);
    await editAt(3);
    // 09:03 was the last edit: nothing before 09:08.
    expect(await runAt(5)).toEqual({ published: false, reason: 'edits continuing', publishesAfter: '2026-06-01T09:08:00.000Z' });
    expect(await runAt(7.99)).toMatchObject({ published: false, reason: 'edits continuing' });
    expect(hook.builds).toHaveLength(0);

    expect(await runAt(8)).toEqual({ published: true, editAt: '2026-06-01T09:03:00.000Z' });
    expect(hook.builds).toHaveLength(1);
    expect(hook.builds[0]!.title).toBe('Airtable edits, the last at 2026-06-01T09:03:00.000Z');

    expect(await runAt(13)).toEqual({ published: false, reason: 'already published' });
    expect(await runAt(60)).toEqual({ published: false, reason: 'already published' });
    expect(hook.builds).toHaveLength(1);
  });

  it('starts a second build for a second burst', async () => {
    await editAt(0);
    await runAt(5);
    await editAt(20);
    expect(await runAt(24)).toMatchObject({ published: false, reason: 'edits continuing' });
    expect(await runAt(25)).toEqual({ published: true, editAt: '2026-06-01T09:20:00.000Z' });
    expect(hook.builds).toHaveLength(2);
  });

  it('starts one build when ten runs find the same burst at the same moment', async () => {
    await editAt(0);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => runAt(6)));
    expect(outcomes.filter((outcome) => outcome.published)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.published)).toEqual(
      Array.from({ length: 9 }, () => ({ published: false, reason: 'another run is publishing' })),
    );
    expect(hook.builds).toHaveLength(1);
  });

  it('tries again at the next run when the hook fails, and builds once it answers', async () => {
    await editAt(0);
    await fetch(`${hook.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ status: 500, times: 1 }) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = await runAt(5).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 502, key: 'build_hook_failed' });
    expect(log).toHaveBeenCalledWith('publish-edits: The build hook did not start a build (status 500); the next run tries again.');
    log.mockRestore();
    expect(hook.builds).toHaveLength(0);

    expect(await runAt(10)).toEqual({ published: true, editAt: '2026-06-01T09:00:00.000Z' });
    expect(hook.builds).toHaveLength(1);
  });

  it('says the hook is not configured, rather than forgetting the edits, when BUILD_HOOK_URL is missing', async () => {
    await editAt(0);
    const missing = () => {
      throw new Error('BUILD_HOOK_URL is not set');
    };
    await expect(publishEdits({ store, now: T0 + 5 * MINUTE, hookUrl: missing })).rejects.toThrow('BUILD_HOOK_URL');
    expect(await runAt(5)).toMatchObject({ published: true });
  });
});

import { getStore } from '@netlify/blobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { lastEdit, noteEdit } from '../../src/server/publishing/edit-log.ts';
import { buildHook, siteUrl } from '../support/context.ts';

/**
 * Publishing as an operator's Airtable automation drives it: POST /api/publish with the shared
 * token after each edit, and the scheduled publish-edits, run here by hand as under netlify dev.
 */
const store = () => getStore({ name: 'publishing', consistency: 'strong', ...inject('blobsContext') });
const reportEdit = (authorization?: string) =>
  fetch(siteUrl('/api/publish'), { method: 'POST', headers: authorization ? { Authorization: authorization } : {} });
const runPublishEdits = async () => {
  const response = await fetch(siteUrl('/.netlify/functions/publish-edits'), { method: 'POST', body: '{"next_run":"2026-06-01T09:05:00.000Z"}' });
  expect(response.status).toBe(200);
  return response.json();
};
const MINUTE = 60_000;

beforeAll(() => buildHook.control('reset'));

describe('POST /api/publish', () => {
  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer not-the-token'],
    ['the token without "Bearer"', inject('publishToken')],
  ])('refuses %s with a 401 and records nothing', async (_, authorization) => {
    const before = await lastEdit(store());
    const response = await reportEdit(authorization);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'invalid_token', message: expect.stringContaining('Bearer') });
    expect(await lastEdit(store())).toBe(before);
  });

  it('refuses a GET with a 405', async () => {
    const response = await fetch(siteUrl('/api/publish'));
    expect(response.status).toBe(405);
  });

  it('records the time of an edit, and says when it will be published', async () => {
    const sent = Date.now();
    const response = await reportEdit(`Bearer ${inject('publishToken')}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { recorded: boolean; publishesAfter: string };
    expect(body.recorded).toBe(true);
    const recorded = await lastEdit(store());
    expect(recorded).toBeGreaterThanOrEqual(sent);
    expect(recorded).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(body.publishesAfter)).toBe(recorded! + 5 * MINUTE);
  });
});

describe('publish-edits, run by hand at /.netlify/functions/publish-edits', () => {
  it('waits while the last edit is less than five minutes old', async () => {
    await reportEdit(`Bearer ${inject('publishToken')}`);
    expect(await runPublishEdits()).toMatchObject({ published: false, reason: 'edits continuing' });
    expect(await buildHook.builds()).toHaveLength(0);
  });

  it('calls the build hook once for a burst that ended five minutes ago', async () => {
    // The operator's last edit, six minutes ago.
    const editAt = Date.now() - 6 * MINUTE;
    await noteEdit(store(), editAt);
    expect(await runPublishEdits()).toEqual({ published: true, editAt: new Date(editAt).toISOString() });
    expect(await runPublishEdits()).toEqual({ published: false, reason: 'already published' });
    const builds = await buildHook.builds();
    expect(builds).toHaveLength(1);
    expect(builds[0]!.title).toBe(`Airtable edits, the last at ${new Date(editAt).toISOString()}`);
  });

  it('calls it once when five runs find the next burst at the same moment', async () => {
    await noteEdit(store(), Date.now() - 5 * MINUTE - 1_000);
    const outcomes = (await Promise.all(Array.from({ length: 5 }, runPublishEdits))) as { published: boolean }[];
    expect(outcomes.filter((outcome) => outcome.published)).toHaveLength(1);
    expect(await buildHook.builds()).toHaveLength(2);
  });
});

import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError, json } from '../http.ts';
import { QUIET_PERIOD_MS, noteEdit, publishingStore } from './edit-log.ts';
import { publishToken } from './settings.ts';

/** Compares digests, so that neither the content nor the length of the token leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST /api/publish: an Airtable automation reports an edit, with `Authorization: Bearer
 * <PUBLISH_TOKEN>`. Only the time is kept; the scheduled `publish-edits` starts the build.
 */
export async function receiveEdit(request: Request): Promise<Response> {
  const expected = publishToken();
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!given || !sameSecret(given, expected)) {
    throw new HttpError(401, 'invalid_token', 'Send the publishing token as "Authorization: Bearer <token>".');
  }
  const at = Date.now();
  await noteEdit(publishingStore(), at);
  return json({ recorded: true, publishesAfter: new Date(at + QUIET_PERIOD_MS).toISOString() });
}

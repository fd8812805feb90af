import { fieldsOf } from './fields.ts';
import { postJson } from './post-json.ts';

/** What a visitor form learns from its function. */
export type RequestOutcome = { ok: true; emailSent: boolean } | { ok: false; error: string };

/**
 * Posts a visitor form to its /api/… function. Only `{ ok: true }` counts as sent; anything else, a
 * lost connection included, is an error key for the form to explain.
 */
export async function postRequest(path: string, request: Readonly<Record<string, unknown>>): Promise<RequestOutcome> {
  try {
    const answer = await postJson(path, request);
    const { ok, emailSent, error } = fieldsOf(answer.body);
    if (answer.status < 300 && ok === true) return { ok: true, emailSent: emailSent !== false };
    if (answer.status === 429) return { ok: false, error: 'rate_limited' };
    return { ok: false, error: answer.status < 500 && typeof error === 'string' ? error : 'not_sent' };
  } catch {
    return { ok: false, error: 'not_sent' };
  }
}

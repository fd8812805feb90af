/** What a visitor form learns from its function. */
export type RequestOutcome = { ok: true; emailSent: boolean } | { ok: false; error: string };

/**
 * Posts a form to its /api/… function. Only `{ ok: true }` counts as sent; anything else, a lost
 * connection included, is an error key for the form to explain.
 */
export async function postRequest(path: string, body: Readonly<Record<string, unknown>>): Promise<RequestOutcome> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { ok?: unknown; emailSent?: unknown; error?: unknown };
    if (response.ok && answer.ok === true) return { ok: true, emailSent: answer.emailSent !== false };
    if (response.status === 429) return { ok: false, error: 'rate_limited' };
    return { ok: false, error: response.status < 500 && typeof answer.error === 'string' ? answer.error : 'not_sent' };
  } catch {
    return { ok: false, error: 'not_sent' };
  }
}

/*
 * The calls to the /api/… functions (decisions.md, src/schema/api.ts) live one to a file in this
 * folder, so that a page loads only the calls it makes; each answer is read defensively (fields.ts),
 * since a proxy or an outage may answer anything.
 */

/** One JSON POST; the answer's body is null when it is not JSON. */
export async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

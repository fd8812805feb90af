/**
 * Why input is refused, as the functions' interface names it (decisions.md): a message key, an
 * English text, and the fields at fault when the refusal is about fields.
 */
export interface Refusal {
  error: string;
  message: string;
  fields: readonly string[];
}

/** The verdict of every check: the value it accepted, or the refusal. */
export type Result<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export function refuse(error: string, message: string, fields: readonly string[] = []): { ok: false } & Refusal {
  return { ok: false, error, message, fields };
}

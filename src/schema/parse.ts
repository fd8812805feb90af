import type { z } from 'zod';
import type { Refusal, Result } from '../domain/result.ts';

/**
 * How the interface names a refused field: its message key and English text, by the field's name
 * ('' for the body as a whole, and for any field without its own).
 */
export type Refusals = Readonly<Record<string, readonly [error: string, message: string]>>;

/**
 * Input checked by a schema. A refusal names the first field at fault by the interface's key; a
 * domain rule that refused it (a custom issue carrying `refusal`) speaks for itself.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, refusals: Refusals): Result<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const [first] = parsed.error.issues;
  const ruled = first?.code === 'custom' ? (first.params?.refusal as Refusal | undefined) : undefined;
  if (ruled) return { ok: false, error: ruled.error, message: ruled.message, fields: ruled.fields };
  const fields = [...new Set(parsed.error.issues.flatMap((issue) => (issue.path.length > 0 ? [String(issue.path[0])] : [])))];
  const [error, message] = refusals[fields[0] ?? ''] ?? refusals['']!;
  return { ok: false, error, message, fields };
}

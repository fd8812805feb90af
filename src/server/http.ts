import type { z } from 'zod';
import { NotConfiguredError } from '../lib/not-configured.ts';
import type { ErrorAnswer } from '../schema/api.ts';
import { parseWith, type Refusals } from '../schema/parse.ts';

/** The largest request body a function reads. */
export const MAX_BODY_BYTES = 32 * 1024;

/**
 * An answer to bad input or a service fault, in the interface's shape:
 * `{ error: "<message key>", message: "<English text>" }`.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly key: string;

  constructor(status: number, key: string, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.key = key;
  }
}

/**
 * netlify.toml's headers reach only the files Netlify serves, never a function's answer: every
 * answer carries its own. An answer is data, never a page, so its policy allows nothing.
 */
const ANSWER_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...ANSWER_HEADERS, ...headers } });
}

function errorResponse(status: number, key: string, message: string): Response {
  return json({ error: key, message } satisfies ErrorAnswer, status);
}

/** Reads a JSON body of at most 32 KiB; anything else is a 400 that says why. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(400, 'invalid_json', 'The request body must be JSON (Content-Type: application/json).');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

/** A JSON body checked with its schema (src/schema/api.ts); a refusal is a 400 naming what is wrong. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S, refusals: Refusals): Promise<z.output<S>> {
  const parsed = parseWith(schema, await readJsonBody(request), refusals);
  if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.message);
  return parsed.value;
}

function tooLarge(): HttpError {
  return new HttpError(400, 'body_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);
}

/** Runs a handler for the given methods, turning its errors into the interface's answers. */
export function handler(methods: readonly string[], run: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!methods.includes(request.method)) {
      return json({ error: 'method_not_allowed', message: `Use ${methods.join(' or ')}.` } satisfies ErrorAnswer, 405, { Allow: methods.join(', ') });
    }
    try {
      return await run(request);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.key, error.message);
      if (error instanceof NotConfiguredError) return errorResponse(503, 'service_unavailable', error.message);
      console.error(error);
      return errorResponse(500, 'server_error', 'Something went wrong on our side. Please try again.');
    }
  };
}

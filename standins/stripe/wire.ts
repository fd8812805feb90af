import { randomBytes } from 'node:crypto';

/**
 * What every Stripe answer shares: ids, the error body, the list envelope, and a check that the
 * stand-in's objects keep the SDK's types for each field they carry.
 */
export interface StripeErrorDetail {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export interface StripeErrorBody {
  status: number;
  error: StripeErrorDetail;
}

/** An answer the API sends: the status and the JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * An object shaped as the SDK types it: each field the stand-in sets must be one of the SDK's
 * fields, with a type the SDK accepts (narrower is fine). `npm run check` holds the stand-in to it.
 */
export type SdkShaped<Sdk, T extends { [K in keyof T]: K extends keyof Sdk ? Sdk[K] : never }> = T;

export function stripeId(prefix: string, length = 24): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${Array.from(randomBytes(length), (byte) => chars[byte % chars.length]).join('')}`;
}

export const isStripeError = (value: unknown): value is StripeErrorBody =>
  typeof value === 'object' && value !== null && 'error' in value && 'status' in value;

export const invalid = (message: string, param?: string): StripeErrorBody => ({
  status: 400,
  error: { type: 'invalid_request_error', message, ...(param ? { param, code: 'parameter_invalid' } : {}) },
});

export const missing = (param: string): StripeErrorBody => ({
  status: 400,
  error: { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param },
});

/** Stripe's answer for an id it does not know: 404 in the path, 400 as a parameter. */
export const noSuch = (kind: string, id: string, param: string, status: 400 | 404 = 400): StripeErrorBody => ({
  status,
  error: { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` },
});

export const unrecognized = (method: string, path: string): StripeErrorBody => ({
  status: 404,
  error: {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  },
});

export interface ListEnvelope<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

/** A page of a list, newest first, with Stripe's `limit` (1–100, default 10) and cursors. */
export function listPage<T extends { id: string }>(newestFirst: T[], params: Record<string, unknown>, url: string): ListEnvelope<T> | StripeErrorBody {
  const limit = params.limit === undefined ? 10 : Number(params.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return invalid('Invalid integer: limit must be between 1 and 100.', 'limit');
  let items = newestFirst;
  for (const cursor of ['starting_after', 'ending_before'] as const) {
    const id = params[cursor];
    if (typeof id !== 'string') continue;
    const index = items.findIndex((item) => item.id === id);
    if (index < 0) return invalid(`The object '${id}' given as ${cursor} is not in this list.`, cursor);
    items = cursor === 'starting_after' ? items.slice(index + 1) : items.slice(0, index);
  }
  const page = params.ending_before !== undefined ? items.slice(-limit) : items.slice(0, limit);
  return { object: 'list', data: page, has_more: items.length > page.length, url };
}

import type { FormObject, FormValue } from './form.ts';
import { invalid, type StripeErrorBody } from './wire.ts';

/** Readers for the form parameters the SDK sends: everything arrives as text, objects or arrays. */
export function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function object(value: FormValue | undefined): FormObject | undefined {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The SDK writes booleans as `true` / `false`. */
export function flag(value: FormValue | undefined): boolean {
  return value === 'true';
}

export function isUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Stripe's currencies this site charges in, with each one's minimum charge in minor units. */
export const MINIMUM_AMOUNT: Readonly<Record<string, number>> = { usd: 50, eur: 50, chf: 50, gbp: 30 };

/** Stripe's metadata rules: up to 50 keys of up to 40 characters, values up to 500; an empty value unsets. */
export function metadata(value: FormValue | undefined, param = 'metadata'): Record<string, string> | StripeErrorBody {
  if (value === undefined) return {};
  const entries = object(value);
  if (!entries) return invalid('Invalid object', param);
  const result: Record<string, string> = {};
  const keys = Object.keys(entries);
  if (keys.length > 50) return invalid('Metadata can have up to 50 keys.', param);
  for (const key of keys) {
    const item = text(entries[key]);
    if (item === undefined) return invalid('Invalid metadata value', `${param}[${key}]`);
    if (key.length > 40) return invalid(`Metadata keys can have up to 40 characters; the key \`${key}\` has ${key.length}.`, `${param}[${key}]`);
    if (item.length > 500) return invalid(`Metadata values can have up to 500 characters, but you passed in a value that is ${item.length} characters.`, `${param}[${key}]`);
    if (item !== '') result[key] = item;
  }
  return result;
}

/** The `expand[]` paths of a request, in the order given. */
export function expansions(params: FormObject): string[] | StripeErrorBody {
  const value = params.expand;
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((path) => typeof path === 'string')) return invalid('Invalid array', 'expand');
  return value as string[];
}

import { refuse, type Result } from './result.ts';

/**
 * The visitor forms' rules (contact, brochure, data deletion), shared by each form and its
 * function so that the page and the server always agree on what is acceptable.
 */
export const MESSAGE_MAX_LENGTH = 5000;
export const REASON_MAX_LENGTH = 1000;
export const NAME_MAX_LENGTH = 200;
/** The longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A field hidden from people and left empty by them; form-filling bots fill it. Its name looks
 * worth filling to a bot, and browsers do not autofill it.
 */
export const HONEYPOT_FIELD = 'website';

type RequestProblem =
  /** Not an object, or a field of the wrong type. */
  | 'invalid_request'
  /** The honeypot was filled. */
  | 'rejected'
  | 'missing_fields'
  | 'invalid_name'
  | 'invalid_email'
  | 'too_long';

const PROBLEM_TEXTS: Readonly<Record<RequestProblem, string>> = {
  invalid_request: 'The request must be a JSON object whose fields are texts.',
  rejected: 'This request was refused.',
  missing_fields: 'Please fill out every required field.',
  invalid_name: 'A name must be written on a single line.',
  invalid_email: 'Please enter a valid email address.',
  too_long: 'A field is longer than allowed.',
};

/** A refused request, in the interface's English, naming the fields at fault. */
export function requestRefusal(problem: RequestProblem, fields: readonly string[] = []) {
  const which = fields.length > 0 ? ` (${fields.join(', ')})` : '';
  return refuse(problem, `${PROBLEM_TEXTS[problem]}${which}`, fields);
}

interface FieldRule {
  required: boolean;
  max: number;
  kind: 'name' | 'email' | 'text';
}

/** A form's fields, in the order a visitor reads them. */
export type FieldRules<K extends string = string> = Readonly<Record<K, FieldRule>>;

export const CONTACT_FIELDS = {
  name: { required: true, max: NAME_MAX_LENGTH, kind: 'name' },
  email: { required: true, max: EMAIL_MAX_LENGTH, kind: 'email' },
  message: { required: true, max: MESSAGE_MAX_LENGTH, kind: 'text' },
} as const satisfies FieldRules;

export const BROCHURE_FIELDS = {
  email: { required: true, max: EMAIL_MAX_LENGTH, kind: 'email' },
  packageName: { required: true, max: NAME_MAX_LENGTH, kind: 'name' },
} as const satisfies FieldRules;

export const DELETION_FIELDS = {
  name: { required: true, max: NAME_MAX_LENGTH, kind: 'name' },
  email: { required: true, max: EMAIL_MAX_LENGTH, kind: 'email' },
  reason: { required: false, max: REASON_MAX_LENGTH, kind: 'text' },
} as const satisfies FieldRules;

/** The spec's brochure pattern: non-space text, an at sign, text, a dot, text. */
export function matchesBrochurePattern(value: string): boolean {
  return /^\S+@\S+\.\S+$/.test(value.trim());
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}$/;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

/**
 * An address a mail service will take as one recipient: no spaces or line breaks (no header
 * injection), no commas or angle brackets (no extra recipients), a dotted domain.
 */
export function isPlausibleEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? '');
}

/** Line breaks and other control characters have no place in a name or a mail header. */
function hasControlCharacters(value: string): boolean {
  return /[\p{Cc}\u2028\u2029]/u.test(value);
}

/**
 * Checks a form's texts as typed, after the honeypot: every missing required field first, then
 * names, addresses and lengths. Answers the trimmed values.
 */
export function checkRequestFields<K extends string>(
  rules: FieldRules<K>,
  form: Readonly<Record<K, string>> & { readonly [HONEYPOT_FIELD]?: string | undefined },
): Result<Record<K, string>> {
  if ((form[HONEYPOT_FIELD] ?? '').trim() !== '') return requestRefusal('rejected');
  const keys = Object.keys(rules) as K[];
  const values = Object.fromEntries(keys.map((key) => [key, form[key].trim()])) as Record<K, string>;
  const failing = (test: (rule: FieldRule, value: string) => boolean) => keys.filter((key) => test(rules[key], values[key]));

  const missing = failing((rule, value) => rule.required && value === '');
  if (missing.length > 0) return requestRefusal('missing_fields', missing);
  const badNames = failing((rule, value) => rule.kind === 'name' && hasControlCharacters(value));
  if (badNames.length > 0) return requestRefusal('invalid_name', badNames);
  const badEmails = failing((rule, value) => rule.kind === 'email' && !isPlausibleEmail(value));
  if (badEmails.length > 0) return requestRefusal('invalid_email', badEmails);
  const tooLong = failing((rule, value) => value.length > rule.max);
  if (tooLong.length > 0) return requestRefusal('too_long', tooLong);
  return { ok: true, value: values };
}

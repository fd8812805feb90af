import { toLang, type Lang } from './languages.ts';

/**
 * The visitor forms' rules (contact, brochure, data deletion), shared by each form and its
 * function so that the page and the server always agree on what is acceptable.
 */
export const MESSAGE_MAX_LENGTH = 5000;
export const REASON_MAX_LENGTH = 1000;
export const DELETION_PROCESSING_DAYS = 30;
export const NAME_MAX_LENGTH = 200;
/** The longest address SMTP can carry. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A field hidden from people and left empty by them; form-filling bots fill it. Its name looks
 * worth filling to a bot, and browsers do not autofill it.
 */
export const HONEYPOT_FIELD = 'website';

export type RequestProblem =
  /** Not an object, or a field of the wrong type. */
  | 'invalid_request'
  /** The honeypot was filled. */
  | 'rejected'
  | 'missing_fields'
  | 'invalid_name'
  | 'invalid_email'
  | 'too_long';

export type Checked<T> =
  | { ok: true; value: T }
  | { ok: false; problem: RequestProblem; fields: readonly string[] };

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  language: Lang;
}

export interface BrochureRequest {
  email: string;
  packageName: string;
  language: Lang;
}

export interface DeletionRequest {
  name: string;
  email: string;
  /** Empty when the visitor gave none. */
  reason: string;
  language: Lang;
}

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

type Input = Readonly<Record<string, unknown>>;

class WrongType extends Error {}

/** A text field: absent or null reads as empty; any other non-string is a malformed request. */
function textField(input: Input, key: string): string {
  const value = input[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new WrongType(key);
  return value.trim();
}

interface FieldRule {
  key: string;
  required: boolean;
  max: number;
  kind: 'name' | 'email' | 'text';
}

/** Checks the fields in the order a visitor reads the form, after the honeypot. */
function checkFields(input: unknown, rules: readonly FieldRule[]): Checked<Record<string, string>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, problem: 'invalid_request', fields: [] };
  const record = input as Input;
  const values: Record<string, string> = {};
  try {
    if (textField(record, HONEYPOT_FIELD) !== '') return { ok: false, problem: 'rejected', fields: [] };
    for (const rule of rules) values[rule.key] = textField(record, rule.key);
  } catch (error) {
    if (error instanceof WrongType) return { ok: false, problem: 'invalid_request', fields: [error.message] };
    throw error;
  }
  const failing = (test: (rule: FieldRule, value: string) => boolean) =>
    rules.filter((rule) => test(rule, values[rule.key] ?? '')).map((rule) => rule.key);

  const missing = failing((rule, value) => rule.required && value === '');
  if (missing.length > 0) return { ok: false, problem: 'missing_fields', fields: missing };
  const badNames = failing((rule, value) => rule.kind === 'name' && hasControlCharacters(value));
  if (badNames.length > 0) return { ok: false, problem: 'invalid_name', fields: badNames };
  const badEmails = failing((rule, value) => rule.kind === 'email' && !isPlausibleEmail(value));
  if (badEmails.length > 0) return { ok: false, problem: 'invalid_email', fields: badEmails };
  const tooLong = failing((rule, value) => value.length > rule.max);
  if (tooLong.length > 0) return { ok: false, problem: 'too_long', fields: tooLong };
  return { ok: true, value: values };
}

function languageOf(input: unknown): Lang {
  return toLang(typeof input === 'object' && input !== null ? (input as Input).language : undefined);
}

export function checkContactRequest(input: unknown): Checked<ContactRequest> {
  const checked = checkFields(input, [
    { key: 'name', required: true, max: NAME_MAX_LENGTH, kind: 'name' },
    { key: 'email', required: true, max: EMAIL_MAX_LENGTH, kind: 'email' },
    { key: 'message', required: true, max: MESSAGE_MAX_LENGTH, kind: 'text' },
  ]);
  if (!checked.ok) return checked;
  const { name = '', email = '', message = '' } = checked.value;
  return { ok: true, value: { name, email, message, language: languageOf(input) } };
}

export function checkBrochureRequest(input: unknown): Checked<BrochureRequest> {
  const checked = checkFields(input, [
    { key: 'email', required: true, max: EMAIL_MAX_LENGTH, kind: 'email' },
    { key: 'packageName', required: true, max: NAME_MAX_LENGTH, kind: 'name' },
  ]);
  if (!checked.ok) return checked;
  const { email = '', packageName = '' } = checked.value;
  return { ok: true, value: { email, packageName, language: languageOf(input) } };
}

export function checkDeletionRequest(input: unknown): Checked<DeletionRequest> {
  const checked = checkFields(input, [
    { key: 'name', required: true, max: NAME_MAX_LENGTH, kind: 'name' },
    { key: 'email', required: true, max: EMAIL_MAX_LENGTH, kind: 'email' },
    { key: 'reason', required: false, max: REASON_MAX_LENGTH, kind: 'text' },
  ]);
  if (!checked.ok) return checked;
  const { name = '', email = '', reason = '' } = checked.value;
  return { ok: true, value: { name, email, reason, language: languageOf(input) } };
}

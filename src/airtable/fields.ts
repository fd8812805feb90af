import { LANGUAGES, type Lang } from '../domain/languages.ts';
import type { AttachmentRef, Localized } from '../schema/content.ts';

/**
 * Readers for the fields of an Airtable record. Airtable leaves empty fields out, so every reader
 * accepts a missing field and answers "empty" instead of failing.
 */
type RawFields = Readonly<Record<string, unknown>>;

/** A record as the mappers read it; the client's records are ones. */
export interface RawRecord {
  id: string;
  createdTime?: string;
  fields: RawFields;
}

export function text(fields: RawFields, key: string): string | undefined {
  const value = fields[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function number(fields: RawFields, key: string): number | undefined {
  const value = fields[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function checkbox(fields: RawFields, key: string): boolean {
  return fields[key] === true;
}

export function links(fields: RawFields, key: string): string[] {
  const value = fields[key];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * A text in every language: `{base}_{lang}`, else `{base}_en`, else the unsuffixed `{base}` (English
 * too); with only other languages' texts, the first of them. Each language that shows another's
 * text is named in `fallbackFrom` with the language its text is in. Undefined when no field has a value.
 */
export function localized(fields: RawFields, base: string, unsuffixed: string = base): Localized | undefined {
  const own = new Map(LANGUAGES.map((lang) => [lang, text(fields, `${base}_${lang}`)]));
  if (own.get('en') === undefined) own.set('en', text(fields, unsuffixed));
  const source = own.get('en') !== undefined ? 'en' : LANGUAGES.find((lang) => own.get(lang) !== undefined);
  if (source === undefined) return undefined;
  const borrowing = LANGUAGES.filter((lang) => own.get(lang) === undefined);
  const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, own.get(lang) ?? own.get(source)!])) as Record<Lang, string>;
  return borrowing.length === 0 ? texts : { ...texts, fallbackFrom: Object.fromEntries(borrowing.map((lang) => [lang, source])) };
}

/** An attachment field, or a text field holding a URL (as `imageURL` may be). */
export function attachments(fields: RawFields, key: string): AttachmentRef[] {
  const value = fields[key];
  if (typeof value === 'string' && value.trim() !== '') {
    const url = value.trim();
    return [{ key: `url-${hash(url)}`, url, filename: fileNameOf(url) }];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): AttachmentRef[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, url, filename } = item as { id?: unknown; url?: unknown; filename?: unknown };
    if (typeof url !== 'string' || url === '') return [];
    const key = typeof id === 'string' && /^\w+$/.test(id) ? id : `url-${hash(url)}`;
    return [{ key, url, filename: typeof filename === 'string' ? filename : fileNameOf(url) }];
  });
}

function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'file';
}

/** FNV-1a, enough to name a cached download after its URL. */
function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** A date field's day; a date-time field's leading day (YYYY-MM-DD); nothing for any other value. */
export function day(fields: RawFields, key: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(text(fields, key) ?? '')?.[0];
}

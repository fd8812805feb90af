import { LANGUAGES } from '../domain/languages.ts';
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
 * A text in every language: `{base}_{lang}`, else `{base}_en`, else the unsuffixed `{base}`.
 * Undefined when none of them has a value.
 */
export function localized(fields: RawFields, base: string, unsuffixed: string = base): Localized | undefined {
  const english = text(fields, `${base}_en`) ?? text(fields, unsuffixed);
  const values = LANGUAGES.map((lang) => [lang, text(fields, `${base}_${lang}`) ?? english] as const);
  if (values.every(([, value]) => value === undefined)) return undefined;
  const fallback = values.find(([, value]) => value !== undefined)![1]!;
  return Object.fromEntries(values.map(([lang, value]) => [lang, value ?? fallback])) as Localized;
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

import type { RawRecord } from '../../airtable/fields.ts';
import type { TableKey } from '../../airtable/tables.ts';

/** How a downloaded file turned out: its size and an image's width, or why it was left out. */
export type FileOutcome = { ok: true; bytes: number; width?: number | undefined } | { ok: false; reason: string };

/** What the build read and downloaded, for the content report at its end. */
export interface ContentSnapshot {
  tables: Partial<Record<TableKey, readonly RawRecord[]>>;
  /** By attachment key. */
  files: Map<string, FileOutcome>;
  /** What the records' shaping left out of the site, in its own words. */
  leftOut: string[];
}

/**
 * The loaders run at the start of the build and the report at its end, in the same process but in
 * module graphs of their own (Vite's for the content layer, Node's for the integration), so the
 * snapshot lives on the global object.
 */
const KEY = Symbol.for('altura.content-snapshot');
type Holder = { [KEY]?: ContentSnapshot };

function snapshot(): ContentSnapshot {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= { tables: {}, files: new Map(), leftOut: [] });
}

export function noteTables(tables: Partial<Record<TableKey, readonly RawRecord[]>>): void {
  Object.assign(snapshot().tables, tables);
}

export function noteFile(key: string, outcome: FileOutcome): void {
  snapshot().files.set(key, outcome);
}

export function noteLeftOut(warnings: readonly string[]): void {
  snapshot().leftOut.push(...warnings);
}

/** The snapshot so far, emptied for the next build in the same process; undefined when no loader ran. */
export function takeSnapshot(): ContentSnapshot | undefined {
  const holder = globalThis as Holder;
  const taken = holder[KEY];
  delete holder[KEY];
  return taken;
}

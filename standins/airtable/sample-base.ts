import { readdirSync, readFileSync } from 'node:fs';

export interface StandinRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

export type Base = Record<string, StandinRecord[]>;

const SAMPLE_DIR = new URL('./sample-base/', import.meta.url);

/** The bundled sample base: one JSON file per table, as Airtable's list endpoint answers. */
export function loadSampleBase(): Base {
  return Object.fromEntries(
    readdirSync(SAMPLE_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const { records } = JSON.parse(readFileSync(new URL(file, SAMPLE_DIR), 'utf8')) as { records: StandinRecord[] };
        return [file.replace(/\.json$/, ''), records];
      }),
  );
}

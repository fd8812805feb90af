import { readdirSync, readFileSync } from 'node:fs';

export interface StandinRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

export type Base = Record<string, StandinRecord[]>;

const SAMPLE_DIR = new URL('./sample-base/', import.meta.url);

/**
 * The day the sample base's dates were written for. The sample is used for years, so that its
 * departures stay upcoming (one within 6 weeks, the rest up to 18 months ahead) and its coupons
 * keep their meaning (valid, expired, not yet valid), the dates below move forward with time.
 */
export const SAMPLE_ANCHOR_DAY = '2026-11-23';

/** Date fields that move with time, per table. Other dates (blog posts, createdTime) are history. */
const MOVING_DATES: Readonly<Record<string, readonly string[]>> = {
  departures: ['startDate'],
  coupons: ['validity_date_start', 'validity_date_end'],
};

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;

/**
 * Whole weeks from the anchor day to `today` (its UTC calendar day), never fewer than 0: dates
 * move by whole weeks so that a departure keeps its weekday, and never backward.
 */
export function weeksSinceAnchor(today: Date): number {
  const days = Math.floor(today.getTime() / DAY_MS) - dayNumber(SAMPLE_ANCHOR_DAY);
  return Math.max(0, Math.floor(days / 7));
}

function shiftDay(isoDay: string, days: number): string {
  return new Date((dayNumber(isoDay) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The bundled sample base: one JSON file per table, as Airtable's list endpoint answers, with its
 * moving dates (departures, coupon validity) as of `today`.
 */
export function loadSampleBase(today: Date = new Date()): Base {
  const days = weeksSinceAnchor(today) * 7;
  return Object.fromEntries(
    readdirSync(SAMPLE_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => {
        const table = file.replace(/\.json$/, '');
        const { records } = JSON.parse(readFileSync(new URL(file, SAMPLE_DIR), 'utf8')) as { records: StandinRecord[] };
        const moving = MOVING_DATES[table] ?? [];
        for (const record of records) {
          for (const field of moving) {
            const value = record.fields[field];
            if (typeof value === 'string') record.fields[field] = shiftDay(value, days);
          }
        }
        return [table, records];
      }),
  );
}

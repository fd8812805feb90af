import { madeOnce } from './made-once.ts';

/**
 * Calendar days as Airtable writes a date (YYYY-MM-DD). A day is a date, not an instant: the
 * arithmetic runs in UTC so that no time zone ever shifts it.
 */

const DAY_MS = 86_400_000;

function utc(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

const dayFormats = madeOnce<Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  const format = dayFormats(timeZone, () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
  const parts = format.formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(isoDate: string, days: number): string {
  return new Date(utc(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one day to a later one (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

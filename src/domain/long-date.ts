import { LOCALE_TAGS, type Lang } from './languages.ts';

/**
 * A content date (YYYY-MM-DD) as "Month day, year" in the page's language: "May 12, 2025",
 * "12. Mai 2025", "12 maggio 2025". English follows the spec's month-first order. The date is a
 * calendar day, so it is read and written in UTC to never shift by a time zone.
 */
export function formatLongDate(isoDate: string, lang: Lang): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : LOCALE_TAGS[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

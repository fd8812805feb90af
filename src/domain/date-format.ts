import { LOCALE_TAGS, type Lang } from './languages.ts';
import { madeOnce } from './made-once.ts';

/*
 * Content dates (YYYY-MM-DD) in the visitor's language. A content date is a calendar day, so it is
 * read and written in UTC to never shift by a time zone.
 */

const dateFormats = madeOnce<Intl.DateTimeFormat>();
function dateFormat(locale: string, month: 'long' | 'short'): Intl.DateTimeFormat {
  return dateFormats(`${locale} ${month}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' }));
}

function utcDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!));
}

/**
 * "Month day, year" in the page's language: "May 12, 2025", "12. Mai 2025", "12 maggio 2025".
 * English follows the spec's month-first order.
 */
export function formatLongDate(isoDate: string, lang: Lang): string {
  return dateFormat(lang === 'en' ? 'en-US' : LOCALE_TAGS[lang], 'long').format(utcDay(isoDate));
}

/** Ranges already written: a page repeats its departures' dates, and ICU's range format is slow. */
const writtenRanges = madeOnce<string>();

/**
 * A trip's days as a range in the visitor's language: "12 – 27 Jun 2027", "12.–27. Juni 2027";
 * across months or years the range says both ("28 Jun – 4 Jul 2027").
 */
export function formatDateRange(startDate: string, endDate: string, lang: Lang): string {
  return writtenRanges(`${lang} ${startDate} ${endDate}`, () => {
    const format = dateFormat(LOCALE_TAGS[lang], 'short');
    const range = startDate === endDate ? format.format(utcDay(startDate)) : format.formatRange(utcDay(startDate), utcDay(endDate));
    // ICU versions disagree on the spaces around the dash (the build's Node writes thin ones, browsers
    // plain ones): one form keeps the pre-rendered page and the hydrated booking widget the same text.
    return range.replace(/\u2009/g, ' ');
  });
}

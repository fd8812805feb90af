import { LOCALE_TAGS, type Lang } from './languages.ts';

/**
 * A trip's days as a range in the visitor's language: "12 – 27 Jun 2027", "12.–27. Juni 2027";
 * across months or years the range says both ("28 Jun – 4 Jul 2027"). Days are read in UTC so
 * that no time zone shifts them.
 */
export function formatDateRange(startDate: string, endDate: string, lang: Lang): string {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const formatter = new Intl.DateTimeFormat(LOCALE_TAGS[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return startDate === endDate ? formatter.format(day(startDate)) : formatter.formatRange(day(startDate), day(endDate));
}

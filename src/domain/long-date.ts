import { LOCALE_TAGS, type Lang } from './languages.ts';

/** Made once per language: making an Intl format costs far more than using it. */
const dateFormats = new Map<Lang, Intl.DateTimeFormat>();
function dateFormat(lang: Lang): Intl.DateTimeFormat {
  let made = dateFormats.get(lang);
  if (!made) {
    made = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : LOCALE_TAGS[lang], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    dateFormats.set(lang, made);
  }
  return made;
}

/**
 * A content date (YYYY-MM-DD) as "Month day, year" in the page's language: "May 12, 2025",
 * "12. Mai 2025", "12 maggio 2025". English follows the spec's month-first order. The date is a
 * calendar day, so it is read and written in UTC to never shift by a time zone.
 */
export function formatLongDate(isoDate: string, lang: Lang): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return dateFormat(lang).format(new Date(Date.UTC(year!, month! - 1, day!)));
}


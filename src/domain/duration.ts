import { LOCALE_TAGS, type Lang } from './languages.ts';
import { madeOnce } from './made-once.ts';

const dayFormats = madeOnce<Intl.NumberFormat>();

/** A trip length in days, in the visitor's language ("7 days", "7 Tage", "7 giorni"). */
export function formatDays(days: number, lang: Lang): string {
  return dayFormats(lang, () => new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'unit', unit: 'day', unitDisplay: 'long' })).format(days);
}

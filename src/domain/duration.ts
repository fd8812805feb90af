import { LOCALE_TAGS, type Lang } from './languages.ts';

/** Made once per language: making an Intl format costs far more than using it. */
const dayFormats = new Map<Lang, Intl.NumberFormat>();

/** A trip length in days, in the visitor's language ("7 days", "7 Tage", "7 giorni"). */
export function formatDays(days: number, lang: Lang): string {
  let made = dayFormats.get(lang);
  if (!made) {
    made = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'unit', unit: 'day', unitDisplay: 'long' });
    dayFormats.set(lang, made);
  }
  return made.format(days);
}

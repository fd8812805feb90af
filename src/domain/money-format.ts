import { fromMinor, roundToWhole, type Currency } from './currency.ts';
import { LOCALE_TAGS, type Lang } from './languages.ts';
import { madeOnce } from './made-once.ts';

/*
 * Money as the visitor reads it. Apart from currency.ts (codes, rates, minor units), which the shell
 * script of every page needs, so that pages that show no price in the browser carry no formatting.
 */

const moneyFormats = madeOnce<Intl.NumberFormat>();

/** The money format of a language and currency, with or without cents. */
function moneyFormat(lang: Lang, currency: Currency, decimals: 0 | 2): Intl.NumberFormat {
  return moneyFormats(`${lang} ${currency} ${decimals}`, () =>
    new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  );
}

/** A price in whole units, with no decimals, in the visitor's language. */
export function formatPrice(amount: number, currency: Currency, lang: Lang): string {
  return moneyFormat(lang, currency, 0).format(roundToWhole(amount));
}

/** An exact amount in minor units (cents), with decimals only when it has cents. */
export function formatMinorAmount(minor: number, currency: Currency, lang: Lang): string {
  return moneyFormat(lang, currency, minor % 100 !== 0 ? 2 : 0).format(fromMinor(minor));
}

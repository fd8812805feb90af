import { LOCALE_TAGS, type Lang } from './languages.ts';

export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Fixed rates relative to EUR, as the operator sets them. */
export const RATES_PER_EUR: Readonly<Record<Currency, number>> = {
  EUR: 1,
  CHF: 1,
  GBP: 0.85,
  USD: 1.1,
};

/** Labels of the currency menu. */
export const CURRENCY_LABELS: Readonly<Record<Currency, string>> = {
  USD: 'USD $',
  GBP: 'GBP £',
  EUR: 'EUR €',
  CHF: 'CHF Fr.',
};

export const CURRENCY_COOKIE = { name: 'currency', maxAgeDays: 90, path: '/' } as const;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** A content currency: the operator's value if valid, else EUR (the contract's default). */
export function toCurrency(value: unknown): Currency {
  return isCurrency(value) ? value : 'EUR';
}

export function convert(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return (amount / RATES_PER_EUR[from]) * RATES_PER_EUR[to];
}

/** The currency a visitor sees before choosing one: en → GBP; de, it, fr, es → EUR; anything else USD. */
export function defaultCurrencyFor(lang: string): Currency {
  if (lang === 'en') return 'GBP';
  if (lang === 'de' || lang === 'it' || lang === 'fr' || lang === 'es') return 'EUR';
  return 'USD';
}

/** The stored cookie wins when it names one of the four currencies; otherwise the language decides. */
export function resolveCurrency(cookieValue: string | undefined, lang: string): Currency {
  return isCurrency(cookieValue) ? cookieValue : defaultCurrencyFor(lang);
}

/** Rounds half up, immune to binary noise such as 1234.4999999999998 for 1234.5. */
export function roundToWhole(amount: number): number {
  return Math.round(Number(amount.toFixed(6)));
}

/** A price in whole units, with no decimals, in the visitor's language. */
export function formatPrice(amount: number, currency: Currency, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(roundToWhole(amount));
}

/** An exact amount in minor units (cents), with decimals only when it has cents. */
export function formatMinorAmount(minor: number, currency: Currency, lang: Lang): string {
  const hasCents = minor % 100 !== 0;
  return new Intl.NumberFormat(LOCALE_TAGS[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: hasCents ? 2 : 0,
  }).format(minor / 100);
}

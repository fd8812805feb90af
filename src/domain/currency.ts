export const CURRENCIES = ['USD', 'GBP', 'EUR', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Fixed rates relative to EUR, as the operator sets them. */
const RATES_PER_EUR: Readonly<Record<Currency, number>> = {
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

/**
 * The visitor's currency: the stored cookie when it names one of `currencies`, otherwise by
 * language (en → GBP; de, it, fr, es → EUR; anything else USD). It names nothing outside itself:
 * the head script runs this function's own source before the first paint.
 */
export function resolveCurrency(cookieValue: string | undefined, lang: string, currencies: readonly Currency[]): Currency {
  const stored = currencies.find((currency) => currency === cookieValue);
  if (stored) return stored;
  if (lang === 'en') return 'GBP';
  return ['de', 'it', 'fr', 'es'].includes(lang) ? 'EUR' : 'USD';
}

/** The currency a visitor sees before choosing one. */
export function defaultCurrencyFor(lang: string): Currency {
  return resolveCurrency(undefined, lang, CURRENCIES);
}

/** An amount in minor units (cents, pence, Rappen), as Stripe charges it. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Minor units back in currency units: 48450 → 484.5. */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Rounds half up, immune to binary noise such as 1234.4999999999998 for 1234.5. */
export function roundToWhole(amount: number): number {
  return Math.round(Number(amount.toFixed(6)));
}

import { convert, roundToWhole, toMinor, type Currency } from './currency.ts';

/** Share of the total paid at booking, in percent; the rest is charged before departure. */
export const DEPOSIT_PERCENT = 30;
export const BALANCE_DUE_WEEKS_BEFORE_START = 6;
export const MAX_GROUP_SIZE = 15;
export const CUSTOM_TRIP_PRICE = { amount: 1000, currency: 'EUR' } as const satisfies {
  amount: number;
  currency: Currency;
};

export interface PriceSelection {
  /** The selected version's price, in the package's currency. */
  versionPrice: number;
  /** The additional costs of the selected optional steps, in the package's currency. */
  stepCosts: readonly number[];
  /** The currency the package is priced in. */
  packageCurrency: Currency;
  /** The currency the visitor pays in. */
  currency: Currency;
  quantity: number;
  /** 0–100; 0 without a coupon. */
  discountPercent: number;
}

interface PriceQuote {
  currency: Currency;
  /** Price per traveller before discount, converted, not rounded. */
  perTraveller: number;
  /** The charge basis in whole units: (version + steps) × quantity × (1 − discount), rounded. */
  total: number;
  /** What is charged now, in minor units: 30% of the rounded total. */
  depositMinor: number;
  /** What remains, in minor units, charged 6 weeks before the start. */
  balanceMinor: number;
}

/** The one place a price is computed, for the page and for the checkout function alike. */
export function quote(selection: PriceSelection): PriceQuote {
  const { packageCurrency, currency, quantity, discountPercent } = selection;
  const perTraveller =
    convert(selection.versionPrice, packageCurrency, currency) +
    selection.stepCosts.reduce((sum, cost) => sum + convert(cost, packageCurrency, currency), 0);
  const total = roundToWhole(perTraveller * quantity * (1 - discountPercent / 100));
  // Exact, as the total is whole: its minor units times the percent, over 100.
  const depositMinor = (toMinor(total) * DEPOSIT_PERCENT) / 100;
  return { currency, perTraveller, total, depositMinor, balanceMinor: balanceMinor(total, depositMinor) };
}

/** What remains after the deposit, in minor units: charged 6 weeks before the start. */
export function balanceMinor(total: number, depositMinor: number): number {
  return Math.max(0, toMinor(total) - depositMinor);
}

/** Stripe's smallest charge per currency, in minor units. */
const MINIMUM_CHARGE_MINOR: Readonly<Record<Currency, number>> = { EUR: 50, USD: 50, CHF: 50, GBP: 30 };

/**
 * Whether the deposit can be charged by card at all: a large discount can bring it below Stripe's
 * minimum. The booking widget says so instead of offering to pay, and checkout refuses it.
 */
export function isChargeable(price: Pick<PriceQuote, 'currency' | 'depositMinor'>): boolean {
  return price.depositMinor >= MINIMUM_CHARGE_MINOR[price.currency];
}

/** A "from" price shown on cards and heroes, in whole units of the visitor's currency. */
export function fromPrice(price: number, packageCurrency: Currency, currency: Currency): number {
  return roundToWhole(convert(price, packageCurrency, currency));
}

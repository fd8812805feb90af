import { convert, roundToWhole, toMinor, type Currency } from './currency.ts';
import { addDays, daysBetween } from './dates.ts';

/** Share of the total paid at booking, in percent; the rest is charged before departure. */
export const DEPOSIT_PERCENT = 30;
/** The balance is due 6 weeks before the start; a departure closer than that is paid in full at once. */
export const BALANCE_DUE_DAYS_BEFORE_START = 42;
export const BALANCE_DUE_WEEKS_BEFORE_START = BALANCE_DUE_DAYS_BEFORE_START / 7;
export const MAX_GROUP_SIZE = 15;
export const CUSTOM_TRIP_PRICE = { amount: 1000, currency: 'EUR' } as const satisfies {
  amount: number;
  currency: Currency;
};

export interface PriceSelection {
  /** Per traveller, in the package's currency: the departure's own price, else the version's. */
  travellerPrice: number;
  /** The additional costs of the selected optional steps, in the package's currency. */
  stepCosts: readonly number[];
  /** The currency the package is priced in. */
  packageCurrency: Currency;
  /** The currency the visitor pays in. */
  currency: Currency;
  quantity: number;
  /** 0–100; 0 without a coupon. */
  discountPercent: number;
  /** The chosen departure's first day, and today in the operator's time zone (both YYYY-MM-DD). */
  departure?: { startDate: string; today: string } | undefined;
}

/** A deposit now and the balance later, or the whole price at once. */
export type PaymentPlan = 'deposit' | 'full';

/**
 * Every figure of a booking, in whole units of the visitor's currency, so that the lines a
 * traveller reads add up exactly: each price is converted and rounded first, then multiplied.
 */
export interface PriceQuote {
  currency: Currency;
  /** The trip's price per traveller, converted and rounded. */
  basePerTraveller: number;
  /** Each chosen optional step's cost per traveller, converted and rounded, in the steps' order. */
  extrasPerTraveller: number[];
  /** base + extras. */
  perTraveller: number;
  quantity: number;
  /** basePerTraveller × quantity: the trip's line of the breakdown. */
  baseSubtotal: number;
  /** Each extra per traveller × quantity, in the steps' order: their lines of the breakdown. */
  extrasSubtotals: number[];
  /** perTraveller × quantity, which is baseSubtotal plus the extras' subtotals. */
  subtotal: number;
  discountPercent: number;
  /** The coupon's share of the subtotal, rounded. */
  discount: number;
  /** subtotal − discount: what the trip costs. */
  total: number;
  payment: PaymentPlan;
  /** Charged at booking: 30% of the total, rounded, or the total when paid in full. */
  dueNow: number;
  /** total − dueNow. */
  balance: number;
  /** When the balance is charged: 42 days before the start; only for a departure paid by deposit. */
  balanceDueDate: string | undefined;
}

/**
 * The whole price is charged at once when the trip starts within 6 weeks (42 days) of today; a
 * later departure, or a booking without a date, pays the deposit.
 */
export function paymentPlan(departure: PriceSelection['departure']): PaymentPlan {
  return departure && daysBetween(departure.today, departure.startDate) <= BALANCE_DUE_DAYS_BEFORE_START ? 'full' : 'deposit';
}

/** The one place a price is computed, for the page, the checkout, the emails and the balance alike. */
export function quote(selection: PriceSelection): PriceQuote {
  const { packageCurrency, currency, quantity, discountPercent, departure } = selection;
  const inCurrency = (amount: number) => roundToWhole(convert(amount, packageCurrency, currency));
  const basePerTraveller = inCurrency(selection.travellerPrice);
  const extrasPerTraveller = selection.stepCosts.map(inCurrency);
  const perTraveller = extrasPerTraveller.reduce((sum, extra) => sum + extra, basePerTraveller);
  const subtotal = perTraveller * quantity;
  const discount = roundToWhole((subtotal * discountPercent) / 100);
  const total = subtotal - discount;
  const payment = paymentPlan(departure);
  const dueNow = payment === 'full' ? total : roundToWhole((total * DEPOSIT_PERCENT) / 100);
  return {
    currency,
    basePerTraveller,
    extrasPerTraveller,
    perTraveller,
    quantity,
    baseSubtotal: basePerTraveller * quantity,
    extrasSubtotals: extrasPerTraveller.map((extra) => extra * quantity),
    subtotal,
    discountPercent,
    discount,
    total,
    payment,
    dueNow,
    balance: total - dueNow,
    balanceDueDate: departure && payment === 'deposit' ? addDays(departure.startDate, -BALANCE_DUE_DAYS_BEFORE_START) : undefined,
  };
}

/** Stripe's smallest charge per currency, in minor units. */
const MINIMUM_CHARGE_MINOR: Readonly<Record<Currency, number>> = { EUR: 50, USD: 50, CHF: 50, GBP: 30 };

/**
 * Whether what is due now can be charged by card at all: a large discount can bring it below
 * Stripe's minimum. The booking widget says so instead of offering to pay, and checkout refuses it.
 */
export function isChargeable(price: Pick<PriceQuote, 'currency' | 'dueNow'>): boolean {
  return toMinor(price.dueNow) >= MINIMUM_CHARGE_MINOR[price.currency];
}

/** A "from" price shown on cards and heroes, in whole units of the visitor's currency. */
export function fromPrice(price: number, packageCurrency: Currency, currency: Currency): number {
  return roundToWhole(convert(price, packageCurrency, currency));
}

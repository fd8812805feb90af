import { CURRENCY_COOKIE, type Currency } from '../domain/currency.ts';
import { writeCookie } from './cookies.ts';

/** Tells the page the visitor chose a currency (detail: Currency). */
export const CURRENCY_CHANGED_EVENT = 'altura:currency-changed';

export type CurrencyChangedEvent = CustomEvent<Currency>;

/**
 * The visitor's choice in the currency menu: kept in its cookie, put on <html data-currency>, where
 * the static prices read it through CSS, and announced to the islands' store (stores/currency.ts).
 * An event rather than the store itself, so that no page carries a store it has no island for.
 */
export function chooseCurrency(currency: Currency): void {
  writeCookie(CURRENCY_COOKIE, currency);
  document.documentElement.dataset.currency = currency;
  window.dispatchEvent(new CustomEvent(CURRENCY_CHANGED_EVENT, { detail: currency }));
}

import { atom } from 'nanostores';
import { CURRENCY_COOKIE, isCurrency, type Currency } from '../../domain/currency.ts';
import { writeCookie } from '../cookies.ts';

/**
 * The visitor's currency, shared by every price on the page. The head script has already put the
 * resolved currency (cookie, else the language's default) on <html data-currency>, where the
 * static prices read it through CSS; islands read this store.
 */
function initial(): Currency {
  const value = typeof document === 'undefined' ? undefined : document.documentElement.dataset.currency;
  return isCurrency(value) ? value : 'GBP';
}

export const $currency = atom<Currency>(initial());

export function chooseCurrency(currency: Currency): void {
  writeCookie(CURRENCY_COOKIE, currency);
  document.documentElement.dataset.currency = currency;
  $currency.set(currency);
}

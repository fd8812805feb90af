import { atom } from 'nanostores';
import { isCurrency, type Currency } from '../../domain/currency.ts';
import { CURRENCY_CHANGED_EVENT, type CurrencyChangedEvent } from '../currency-choice.ts';

/**
 * The visitor's currency, shared by every price of the islands. The head script has already put the
 * resolved currency (cookie, else the language's default) on <html data-currency>, where the static
 * prices read it through CSS; the shell's menu changes it there and announces it, and this store follows.
 */
function initial(): Currency {
  const value = typeof document === 'undefined' ? undefined : document.documentElement.dataset.currency;
  return isCurrency(value) ? value : 'GBP';
}

export const $currency = atom<Currency>(initial());

if (typeof window !== 'undefined') {
  window.addEventListener(CURRENCY_CHANGED_EVENT, (event) => $currency.set((event as CurrencyChangedEvent).detail));
}

import { useStore } from '@nanostores/react';
import { useSyncExternalStore } from 'react';
import { initialSelection, type BookablePackage, type BookingSelection } from '../../domain/booking.ts';
import type { Currency } from '../../domain/currency.ts';
import { bookingStore } from '../../stores/booking.ts';
import { $currency } from '../../stores/currency.ts';

const subscribeNothing = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML, true from the render right after. The
 * pre-rendered HTML shows the defaults; the restored selection and the visitor's currency follow
 * once hydrated, so the first client render always matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}

export function useSelection(pkg: BookablePackage): BookingSelection {
  const hydrated = useHydrated();
  const selection = useStore(bookingStore(pkg));
  return hydrated ? selection : initialSelection(pkg);
}

/** The visitor's currency; undefined before hydration, when prices render in all four currencies. */
export function useVisitorCurrency(): Currency | undefined {
  const hydrated = useHydrated();
  const currency = useStore($currency);
  return hydrated ? currency : undefined;
}

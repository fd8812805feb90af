import { useStore } from '@nanostores/react';
import { bookingStore } from '../../browser/stores/booking.ts';
import { $currency } from '../../browser/stores/currency.ts';
import { initialSelection, type BookingSelection } from '../../domain/booking.ts';
import type { Currency } from '../../domain/currency.ts';
import type { BookablePackage } from '../../schema/booking.ts';
import { useHydrated } from '../use-hydrated.ts';

/** The traveller's selection; the defaults until hydrated, as the pre-rendered HTML shows them. */
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

import { useStore } from '@nanostores/react';
import { $livePlaces } from '../../browser/stores/availability.ts';
import { bookingStore } from '../../browser/stores/booking.ts';
import { $currency } from '../../browser/stores/currency.ts';
import { initialSelection, type BookingSelection } from '../../domain/booking.ts';
import type { Currency } from '../../domain/currency.ts';
import { dayIn } from '../../domain/dates.ts';
import type { LivePlaces } from '../../domain/departure-places.ts';
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

const NOTHING_LIVE: LivePlaces = new Map();

/** The live places of the departures; none before hydration, when the HTML shows the figures of the build. */
export function useLivePlaces(): LivePlaces {
  const hydrated = useHydrated();
  const live = useStore($livePlaces);
  return hydrated ? live : NOTHING_LIVE;
}

/**
 * Today in the operator's time zone: the day of the build in the pre-rendered HTML, the visitor's
 * day once hydrated (a page built yesterday must not offer today's departure).
 */
export function useToday(timeZone: string, builtOn: string): string {
  return useHydrated() ? dayIn(timeZone, new Date()) : builtOn;
}

import { atom, type WritableAtom } from 'nanostores';
import {
  initialSelection,
  restoreSelection,
  withDeparture,
  withQuantity,
  withStep,
  withVersion,
  type AppliedCoupon,
  type BookingSelection,
} from '../../domain/booking.ts';
import type { BookablePackage } from '../../schema/booking.ts';

/**
 * The traveller's selection on a package page, shared by the version picker, the facts strip, the
 * itinerary, the map and the booking widget. It is kept in sessionStorage per package, so coming
 * back from Stripe with the back button shows what was chosen even when the browser reloads the
 * page instead of restoring it from the back/forward cache.
 */

const STORAGE_PREFIX = 'altura:booking:';
const stores = new Map<string, WritableAtom<BookingSelection>>();

function readStored(pkg: BookablePackage): BookingSelection {
  try {
    const saved = sessionStorage.getItem(STORAGE_PREFIX + pkg.id);
    return restoreSelection(pkg, saved === null ? undefined : JSON.parse(saved));
  } catch {
    // Unreadable storage or JSON: start from the defaults.
    return initialSelection(pkg);
  }
}

/** The one store of a package; on the server (pre-rendering) a fresh one with the defaults. */
export function bookingStore(pkg: BookablePackage): WritableAtom<BookingSelection> {
  if (typeof window === 'undefined') return atom(initialSelection(pkg));
  const existing = stores.get(pkg.id);
  if (existing) return existing;
  const store = atom(readStored(pkg));
  store.listen((selection) => {
    try {
      sessionStorage.setItem(STORAGE_PREFIX + pkg.id, JSON.stringify(selection));
    } catch {
      // Storage may be full or disabled; the selection still works on this page.
    }
  });
  stores.set(pkg.id, store);
  return store;
}

export function selectVersion(pkg: BookablePackage, versionId: string): void {
  const store = bookingStore(pkg);
  store.set(withVersion(pkg, store.get(), versionId));
}

export function chooseDeparture(pkg: BookablePackage, departureId: string | null): void {
  const store = bookingStore(pkg);
  store.set(withDeparture(pkg, store.get(), departureId));
}

export function chooseStep(pkg: BookablePackage, stepId: string, chosen: boolean): void {
  const store = bookingStore(pkg);
  store.set(withStep(pkg, store.get(), stepId, chosen));
}

export function setQuantity(pkg: BookablePackage, quantity: number): void {
  const store = bookingStore(pkg);
  store.set(withQuantity(store.get(), quantity));
}

export function applyCoupon(pkg: BookablePackage, coupon: AppliedCoupon | null): void {
  const store = bookingStore(pkg);
  store.set({ ...store.get(), coupon });
}

/** The step highlighted on the map and in the itinerary (by a click on either). */
export const $highlightedStep = atom<string | null>(null);

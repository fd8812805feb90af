import type { CheckoutBody, ValidCouponAnswer } from '../schema/api.ts';
import type { BookablePackage, BookableStep, BookableVersion } from '../schema/booking.ts';
import type { Currency } from './currency.ts';
import { upcomingDepartures } from './departures.ts';
import type { Lang } from './languages.ts';
import { MAX_GROUP_SIZE, type PriceSelection } from './pricing.ts';

/**
 * What a traveller has chosen on a package page, and the rules that keep it valid: the version,
 * its departure, its optional steps, the number of travellers and an applied coupon.
 */

/** A promo code the function accepted for this package, as typed. */
export type AppliedCoupon = { code: string } & Omit<ValidCouponAnswer, 'valid'>;

export interface BookingSelection {
  versionId: string;
  /** One of the version's upcoming departures; null before one is chosen, or for a version without any. */
  departureId: string | null;
  /** The chosen optional steps of the version, in no particular order. */
  stepIds: readonly string[];
  quantity: number;
  coupon: AppliedCoupon | null;
}

/** The default-flagged version, else the first. */
export function defaultVersion<V extends BookableVersion>(versions: readonly V[]): V | undefined {
  return versions.find((version) => version.isDefault) ?? versions[0];
}

export function versionOf<V extends BookableVersion>(pkg: { versions: readonly V[] }, selection: Pick<BookingSelection, 'versionId'>): V | undefined {
  return pkg.versions.find((version) => version.id === selection.versionId) ?? defaultVersion(pkg.versions);
}

export function initialSelection(pkg: BookablePackage): BookingSelection {
  return { versionId: defaultVersion(pkg.versions)?.id ?? '', departureId: null, stepIds: [], quantity: 1, coupon: null };
}

function optionalStepIds(version: BookableVersion | undefined): Set<string> {
  return new Set(version?.steps.filter((step) => step.optional).map((step) => step.id));
}

/** Another version keeps the chosen optional steps it also has; its departures are its own. */
export function withVersion(pkg: BookablePackage, selection: BookingSelection, versionId: string): BookingSelection {
  const version = pkg.versions.find((candidate) => candidate.id === versionId);
  if (!version) return selection;
  const available = optionalStepIds(version);
  const departureId = version.departures.some((departure) => departure.id === selection.departureId) ? selection.departureId : null;
  return { ...selection, versionId, departureId, stepIds: selection.stepIds.filter((id) => available.has(id)) };
}

/** The chosen departure of the selected version, if it has one by that id. */
export function departureOf<V extends BookableVersion>(version: V | undefined, selection: Pick<BookingSelection, 'departureId'>): V['departures'][number] | undefined {
  return version?.departures.find((departure) => departure.id === selection.departureId);
}

/** A departure of the selected version, or none; whether it can still be booked is checked where places are known. */
export function withDeparture(pkg: BookablePackage, selection: BookingSelection, departureId: string | null): BookingSelection {
  if (departureId !== null && !departureOf(versionOf(pkg, selection), { departureId })) return selection;
  return { ...selection, departureId };
}

/** A version with upcoming departures is booked on one of them; one without is booked without a date. */
export function needsDeparture(version: BookableVersion | undefined, today: string): boolean {
  return upcomingDepartures(version?.departures ?? [], today).length > 0;
}

export function withStep(pkg: BookablePackage, selection: BookingSelection, stepId: string, chosen: boolean): BookingSelection {
  if (!optionalStepIds(versionOf(pkg, selection)).has(stepId)) return selection;
  const others = selection.stepIds.filter((id) => id !== stepId);
  return { ...selection, stepIds: chosen ? [...others, stepId] : others };
}

/** Minus works only above 1; plus is unbounded here (checkout refuses more than the group size). */
export function withQuantity(selection: BookingSelection, quantity: number): BookingSelection {
  return Number.isSafeInteger(quantity) && quantity >= 1 ? { ...selection, quantity } : selection;
}

export function exceedsGroupSize(selection: Pick<BookingSelection, 'quantity'>): boolean {
  return selection.quantity > MAX_GROUP_SIZE;
}

function isCoupon(value: unknown): value is AppliedCoupon {
  if (typeof value !== 'object' || value === null) return false;
  const { code, couponId, discountPercent } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof couponId === 'string' &&
    typeof discountPercent === 'number' &&
    discountPercent >= 0 &&
    discountPercent <= 100
  );
}

/**
 * A selection saved earlier (e.g. before leaving for checkout), checked against the published
 * package: anything that no longer fits falls back to the default, so stale or tampered storage
 * can never produce a selection the page cannot show.
 */
export function restoreSelection(pkg: BookablePackage, stored: unknown): BookingSelection {
  const initial = initialSelection(pkg);
  if (typeof stored !== 'object' || stored === null) return initial;
  const { versionId, departureId, stepIds, quantity, coupon } = stored as Record<string, unknown>;
  let selection = typeof versionId === 'string' ? withVersion(pkg, initial, versionId) : initial;
  if (typeof departureId === 'string') selection = withDeparture(pkg, selection, departureId);
  if (Array.isArray(stepIds)) {
    for (const id of new Set(stepIds)) if (typeof id === 'string') selection = withStep(pkg, selection, id, true);
  }
  if (typeof quantity === 'number') selection = withQuantity(selection, quantity);
  return isCoupon(coupon) ? { ...selection, coupon } : selection;
}

/** The chosen optional steps of a version, in the version's order. */
export function chosenSteps<S extends BookableStep>(version: { steps: readonly S[] } | undefined, stepIds: readonly string[]): S[] {
  const chosen = new Set(stepIds);
  return version?.steps.filter((step) => step.optional && chosen.has(step.id)) ?? [];
}

/**
 * The input of `quote` for a selection, in the visitor's currency, on the page and in checkout
 * alike: a departure's own price replaces the version's, and its date decides deposit or full
 * payment against `today` in the operator's time zone.
 */
export function priceSelection(pkg: BookablePackage, selection: BookingSelection, currency: Currency, today: string): PriceSelection {
  const version = versionOf(pkg, selection);
  const departure = departureOf(version, selection);
  return {
    travellerPrice: departure?.price ?? version?.price ?? 0,
    stepCosts: chosenSteps(version, selection.stepIds).map((step) => step.additionalCost),
    packageCurrency: pkg.currency,
    currency,
    quantity: selection.quantity,
    discountPercent: selection.coupon?.discountPercent ?? 0,
    departure: departure && { startDate: departure.startDate, today },
  };
}

/** The body of `POST /api/checkout`; the function prices it again from the published catalog. */
export function checkoutRequest(pkg: BookablePackage, selection: BookingSelection, currency: Currency, language: Lang, attemptId: string): CheckoutBody {
  const version = versionOf(pkg, selection);
  const departure = departureOf(version, selection);
  return {
    packageId: pkg.id,
    versionId: version?.id ?? selection.versionId,
    ...(departure ? { departureId: departure.id } : {}),
    attemptId,
    stepIds: chosenSteps(version, selection.stepIds).map((step) => step.id),
    quantity: selection.quantity,
    currency,
    ...(selection.coupon ? { couponCode: selection.coupon.code } : {}),
    language,
  };
}

import type { Catalog, CatalogPackage, CatalogStep, CatalogVersion } from './catalog.ts';
import { normalizeCouponCode } from './coupon.ts';
import { isCurrency, type Currency } from './currency.ts';
import { isLang, type Lang } from './languages.ts';
import { MAX_GROUP_SIZE } from './pricing.ts';

/**
 * A checkout request as the booking widget sends it, validated strictly: anything that does not
 * name exactly one bookable selection is refused with a key that says what is wrong. Prices,
 * amounts and discounts are not part of it; the server computes them.
 */
export interface BookingRequest {
  packageId: string;
  versionId: string;
  /** The chosen optional steps. */
  stepIds: string[];
  quantity: number;
  currency: Currency;
  /** Upper-cased as typed; undefined without a code. */
  couponCode: string | undefined;
  language: Lang;
}

export interface BookingProblem {
  error: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | ({ ok: false } & BookingProblem);

export interface ResolvedBooking {
  package: CatalogPackage;
  version: CatalogVersion;
  steps: CatalogStep[];
}

const ID = /^rec[A-Za-z0-9]{1,40}$/;

const problem = (error: string, message: string): { ok: false } & BookingProblem => ({ ok: false, error, message });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseBookingRequest(body: unknown): Checked<BookingRequest> {
  if (!isRecord(body)) return problem('invalid_request', 'The request must be a JSON object.');
  const { packageId, versionId, stepIds = [], quantity, currency, couponCode, language } = body;
  if (typeof packageId !== 'string' || !ID.test(packageId)) return problem('invalid_package', 'packageId must name a package.');
  if (typeof versionId !== 'string' || !ID.test(versionId)) return problem('invalid_version', 'versionId must name a version of the package.');
  if (!Array.isArray(stepIds) || !stepIds.every((id): id is string => typeof id === 'string' && ID.test(id))) {
    return problem('invalid_steps', 'stepIds must be a list of step ids.');
  }
  if (new Set(stepIds).size !== stepIds.length) return problem('invalid_steps', 'stepIds names a step more than once.');
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_GROUP_SIZE) {
    return problem('invalid_quantity', `quantity must be a whole number from 1 to ${MAX_GROUP_SIZE}.`);
  }
  if (!isCurrency(currency)) return problem('invalid_currency', 'currency must be one of USD, GBP, EUR, CHF.');
  if (!isLang(language)) return problem('invalid_language', 'language must be one of en, de, it, fr, es.');
  if (couponCode !== undefined && couponCode !== null && typeof couponCode !== 'string') {
    return problem('invalid_coupon_code', 'couponCode must be text.');
  }
  const code = typeof couponCode === 'string' ? normalizeCouponCode(couponCode) : '';
  return {
    ok: true,
    value: { packageId, versionId, stepIds, quantity, currency, couponCode: code || undefined, language },
  };
}

/** The selection in the published catalog: a bookable package, one of its versions, optional steps of that version. */
export function resolveBooking(request: BookingRequest, catalog: Catalog): Checked<ResolvedBooking> {
  const pkg = catalog.packages.find((candidate) => candidate.id === request.packageId && candidate.status === 'active');
  if (!pkg) return problem('unknown_package', 'There is no bookable package with this packageId.');
  const version = pkg.versions.find((candidate) => candidate.id === request.versionId);
  if (!version) return problem('unknown_version', 'This version does not belong to the package.');
  const steps: CatalogStep[] = [];
  for (const id of request.stepIds) {
    const step = version.steps.find((candidate) => candidate.id === id);
    if (!step?.optional) return problem('unknown_step', `${id} is not an optional step of this version.`);
    steps.push(step);
  }
  return { ok: true, value: { package: pkg, version, steps } };
}

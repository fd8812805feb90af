import type { CheckoutRequest } from '../schema/api.ts';
import type { Catalog, CatalogDeparture, CatalogPackage, CatalogStep, CatalogVersion } from '../schema/catalog.ts';
import { isUpcoming, upcomingDepartures } from './departures.ts';
import { refuse, type Result } from './result.ts';

/**
 * A checkout request (already of the right shape, src/schema/api.ts) in the published catalog:
 * anything that does not name exactly one bookable selection is refused with a key that says what
 * is wrong.
 */
export interface ResolvedBooking {
  package: CatalogPackage;
  version: CatalogVersion;
  steps: CatalogStep[];
  /** The chosen departure; undefined for a version without upcoming departures. */
  departure: CatalogDeparture | undefined;
}

/**
 * A bookable package, one of its versions, optional steps of that version, and one of its upcoming
 * departures when it has any (`today` in the operator's time zone). Whether the departure has
 * places left is decided where places are counted (the ledger), not here.
 */
export function resolveBooking(request: CheckoutRequest, catalog: Catalog, today: string): Result<ResolvedBooking> {
  const pkg = catalog.packages.find((candidate) => candidate.id === request.packageId && candidate.status === 'active');
  if (!pkg) return refuse('unknown_package', 'There is no bookable package with this packageId.');
  const version = pkg.versions.find((candidate) => candidate.id === request.versionId);
  if (!version) return refuse('unknown_version', 'This version does not belong to the package.');
  const steps: CatalogStep[] = [];
  for (const id of request.stepIds) {
    const step = version.steps.find((candidate) => candidate.id === id);
    if (!step?.optional) return refuse('unknown_step', `${id} is not an optional step of this version.`, ['stepIds']);
    steps.push(step);
  }
  const departure = request.departureId === undefined ? undefined : version.departures.find((candidate) => candidate.id === request.departureId);
  if (request.departureId !== undefined && (!departure || !isUpcoming(departure, today))) {
    return refuse('invalid_departure', 'This departure is not an upcoming departure of the version.', ['departureId']);
  }
  if (!departure && upcomingDepartures(version.departures, today).length > 0) {
    return refuse('departure_required', 'This version is booked on one of its departures: name it in departureId.', ['departureId']);
  }
  return { ok: true, value: { package: pkg, version, steps, departure } };
}

import type { CheckoutRequest } from '../schema/api.ts';
import type { Catalog, CatalogPackage, CatalogStep, CatalogVersion } from '../schema/catalog.ts';
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
}

/** A bookable package, one of its versions, optional steps of that version. */
export function resolveBooking(request: CheckoutRequest, catalog: Catalog): Result<ResolvedBooking> {
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
  return { ok: true, value: { package: pkg, version, steps } };
}

import { checkbox, links, number, type RawRecord } from '../../../airtable/fields.ts';
import type { BaseView } from '../base-view.ts';
import type { Finding } from '../findings.ts';

/** Packages, versions and steps that do not hang together: no version, no steps, no default, no place on a map or a trip. */
export function checkPackages(view: BaseView): Finding[] {
  const findings: Finding[] = [];
  const steps = view.records('locations');
  const versionsWithSteps = new Set(steps.flatMap((step) => links(step.fields, 'packageVersion')));
  const finding = (kind: Finding['kind'], table: Finding['table'], record: RawRecord, detail?: string): Finding => ({
    kind,
    table,
    recordId: record.id,
    name: view.nameOf(table, record),
    ...(detail ? { detail } : {}),
  });

  for (const pkg of view.published.packages) {
    const versions = view.versionsOf(pkg.id);
    if (versions.length === 0) {
      findings.push(finding('packageWithoutVersion', 'packages', pkg));
      continue;
    }
    const defaults = versions.filter((version) => checkbox(version.fields, 'defaultVersion')).length;
    if (versions.length > 1 && defaults !== 1) {
      findings.push(finding('packageWithoutDefault', 'packages', pkg, defaults === 0 ? `none of its ${versions.length} versions is ticked` : `${defaults} versions are ticked`));
    }
    for (const version of versions) if (!versionsWithSteps.has(version.id)) findings.push(finding('versionWithoutSteps', 'packageVersions', version));
  }

  for (const step of steps) {
    const versionIds = links(step.fields, 'packageVersion');
    if (versionIds.length === 0) findings.push(finding('stepWithoutVersion', 'locations', step));
    else if (versionIds.some((id) => view.published.versionIds.has(id)) && (number(step.fields, 'lat') === undefined || number(step.fields, 'long') === undefined)) {
      findings.push(finding('stepWithoutCoordinates', 'locations', step));
    }
  }
  return findings;
}

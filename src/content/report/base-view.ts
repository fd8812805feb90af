import { attachments, links, localized, text, type RawRecord } from '../../airtable/fields.ts';
import { packageStatus } from '../../airtable/records/packages.ts';
import type { TableKey } from '../../airtable/tables.ts';
import type { ContentSnapshot } from './snapshot.ts';

/**
 * The base as the checks look at it: its records by table, which of them the site publishes (a
 * package with a visible status, its versions, their steps and departures), and a name for each
 * record that the operator knows it by.
 */
export interface BaseView {
  records: (table: TableKey) => readonly RawRecord[];
  published: { packages: readonly RawRecord[]; packageIds: ReadonlySet<string>; versionIds: ReadonlySet<string> };
  versionsOf: (packageId: string) => readonly RawRecord[];
  nameOf: (table: TableKey, record: RawRecord) => string;
}

export function viewOf(tables: ContentSnapshot['tables']): BaseView {
  const records = (table: TableKey) => tables[table] ?? [];
  const byId = (table: TableKey) => new Map(records(table).map((record) => [record.id, record]));
  const packages = byId('packages');
  const versions = byId('packageVersions');

  const publishedPackages = records('packages').filter((record) => packageStatus(text(record.fields, 'status')) !== undefined);
  const packageIds = new Set(publishedPackages.map((record) => record.id));
  const versionIds = new Set(
    records('packageVersions')
      .filter((record) => links(record.fields, 'package').some((id) => packageIds.has(id)))
      .map((record) => record.id),
  );

  const packageName = (id: string | undefined) => (id && text(packages.get(id)?.fields ?? {}, 'name')) || id || '?';
  const versionName = (id: string | undefined) => {
    const version = id ? versions.get(id) : undefined;
    return version ? `${text(version.fields, 'name') ?? version.id} · ${packageName(links(version.fields, 'package')[0])}` : (id ?? '?');
  };
  const names: Partial<Record<TableKey, (record: RawRecord) => string | undefined>> = {
    packages: (record) => text(record.fields, 'name'),
    packageVersions: (record) => versionName(record.id),
    locations: (record) => text(record.fields, 'name'),
    departures: (record) => versionName(links(record.fields, 'packageVersion')[0]),
    coupons: (record) => text(record.fields, 'coupon_code'),
    blog: (record) => localized(record.fields, 'blogTitle')?.en,
    reviews: (record) => text(record.fields, 'name'),
    about: (record) => text(record.fields, 'id'),
    faq: (record) => localized(record.fields, 'question')?.en,
    imageList: (record) => attachments(record.fields, 'imageURL')[0]?.filename,
  };

  const versionsByPackage = Map.groupBy(
    records('packageVersions').flatMap((record) => links(record.fields, 'package').map((packageId) => ({ packageId, record }))),
    ({ packageId }) => packageId,
  );
  return {
    records,
    published: { packages: publishedPackages, packageIds, versionIds },
    versionsOf: (packageId) => versionsByPackage.get(packageId)?.map(({ record }) => record) ?? [],
    nameOf: (table, record) => names[table]?.(record) ?? record.id,
  };
}

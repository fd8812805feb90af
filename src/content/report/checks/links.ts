import { links } from '../../../airtable/fields.ts';
import type { TableKey } from '../../../airtable/tables.ts';
import type { BaseView } from '../base-view.ts';
import type { Finding } from '../findings.ts';

/** The link fields of the content contract, and the table each one points into. */
const LINKS: readonly { table: TableKey; field: string; to: TableKey }[] = [
  { table: 'packageVersions', field: 'package', to: 'packages' },
  { table: 'locations', field: 'packageVersion', to: 'packageVersions' },
  { table: 'departures', field: 'packageVersion', to: 'packageVersions' },
  { table: 'coupons', field: 'supported_packages', to: 'packages' },
  { table: 'reviews', field: 'package', to: 'packages' },
  { table: 'blog', field: 'package', to: 'packages' },
];

/** A link field naming a record its table does not have. */
export function checkLinks(view: BaseView): Finding[] {
  return LINKS.flatMap(({ table, field, to }) => {
    const existing = new Set(view.records(to).map((record) => record.id));
    return view.records(table).flatMap((record): Finding[] => {
      const missing = links(record.fields, field).filter((id) => !existing.has(id));
      return missing.length === 0
        ? []
        : [{ kind: 'unresolvedLink', table, recordId: record.id, name: view.nameOf(table, record), detail: `\`${field}\` names ${missing.join(', ')}, not in ${to}` }];
    });
  });
}

import { attachments, type RawRecord } from '../../../airtable/fields.ts';
import type { TableKey } from '../../../airtable/tables.ts';
import { LANGUAGES } from '../../../domain/languages.ts';
import type { BaseView } from '../base-view.ts';
import { IMAGE_LIMITS, type Finding } from '../findings.ts';
import type { FileOutcome } from '../snapshot.ts';

/** The attachment fields the site publishes, per table. */
const FILE_FIELDS: Partial<Record<TableKey, readonly string[]>> = {
  packages: ['imageURL', 'gallery', ...LANGUAGES.map((lang) => `brochure_${lang}`)],
  blog: ['coverImage', 'images'],
  imageList: ['imageURL'],
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Downloads that failed, and images too large to be worth optimizing at every build. Files the build did not download are not judged. */
export function checkFiles(view: BaseView, files: ReadonlyMap<string, FileOutcome>): Finding[] {
  return (Object.entries(FILE_FIELDS) as [TableKey, readonly string[]][]).flatMap(([table, fields]) => {
    const records: readonly RawRecord[] = table === 'packages' ? view.published.packages : view.records(table);
    return records.flatMap((record) =>
      fields.flatMap((field) =>
        attachments(record.fields, field).flatMap((ref): Finding[] => {
          const outcome = files.get(ref.key);
          const finding = (kind: Finding['kind'], detail: string): Finding => ({ kind, table, recordId: record.id, name: view.nameOf(table, record), detail: `${field}: ${ref.filename} ${detail}` });
          if (!outcome) return [];
          if (!outcome.ok) return [finding('brokenFile', outcome.reason)];
          const over = [
            ...(outcome.bytes > IMAGE_LIMITS.bytes ? [megabytes(outcome.bytes)] : []),
            ...(outcome.width !== undefined && outcome.width > IMAGE_LIMITS.width ? [`${outcome.width} px wide`] : []),
          ];
          return over.length > 0 && !field.startsWith('brochure_') ? [finding('oversizedImage', `is ${over.join(', ')}`)] : [];
        }),
      ),
    );
  });
}

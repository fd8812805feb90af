import { links, text, type RawRecord } from '../../../airtable/fields.ts';
import type { TableKey } from '../../../airtable/tables.ts';
import type { BaseView } from '../base-view.ts';
import type { Finding, FindingKind } from '../findings.ts';

/**
 * The localized fields of the content contract, per table. English is `{field}_en`, else the
 * unsuffixed field. `optional` marks the enrichments a base may not have adopted yet: they are
 * expected in German and Italian only once some record of the table has them in either.
 */
interface LocalizedField {
  field: string;
  unsuffixed?: string;
  optional?: boolean;
}
const LOCALIZED: Partial<Record<TableKey, readonly LocalizedField[]>> = {
  packages: [
    { field: 'subtitle' },
    { field: 'description' },
    { field: 'period' },
    { field: 'accommodation' },
    { field: 'shortDescription', optional: true },
    { field: 'included', optional: true },
    { field: 'notIncluded', optional: true },
  ],
  // A step's `name_{lang}` is left out: place names mostly read the same in every language.
  locations: [{ field: 'description' }],
  blog: [{ field: 'blogTitle' }, { field: 'blogContent', unsuffixed: 'textContent' }],
  reviews: [{ field: 'quote' }],
  about: [{ field: 'title' }, { field: 'content' }],
  faq: [{ field: 'question' }, { field: 'answer' }],
};

/** German and Italian are expected wherever English is (content contract); French and Spanish may come later. */
const EXPECTED = { de: 'missingGerman', it: 'missingItalian' } as const satisfies Record<string, FindingKind>;
const LATER = ['fr', 'es'] as const;

/** The records whose texts the site shows: packages it publishes and their steps, every post, review, section and question. */
function shown(view: BaseView, table: TableKey): readonly RawRecord[] {
  if (table === 'packages') return view.published.packages;
  if (table === 'locations') return view.records('locations').filter((record) => links(record.fields, 'packageVersion').some((id) => view.published.versionIds.has(id)));
  return view.records(table);
}

export function checkTranslations(view: BaseView): { findings: Finding[]; untranslated: Record<(typeof LATER)[number], number> } {
  const findings: Finding[] = [];
  const untranslated = { fr: 0, es: 0 };
  for (const [table, fields] of Object.entries(LOCALIZED) as [TableKey, readonly LocalizedField[]][]) {
    const records = shown(view, table);
    const expected = fields.filter(
      ({ field, optional }) => !optional || view.records(table).some((record) => Object.keys(EXPECTED).some((lang) => text(record.fields, `${field}_${lang}`))),
    );
    for (const record of records) {
      const english = expected.filter(({ field, unsuffixed }) => text(record.fields, `${field}_en`) ?? text(record.fields, unsuffixed ?? field));
      for (const [lang, kind] of Object.entries(EXPECTED)) {
        const missing = english.filter(({ field }) => !text(record.fields, `${field}_${lang}`)).map(({ field }) => `${field}_${lang}`);
        if (missing.length > 0) findings.push({ kind, table, recordId: record.id, name: view.nameOf(table, record), detail: missing.join(', ') });
      }
      for (const lang of LATER) untranslated[lang] += english.filter(({ field }) => !text(record.fields, `${field}_${lang}`)).length;
    }
  }
  return { findings, untranslated };
}

import type { TableKey } from '../../airtable/tables.ts';
import { viewOf } from './base-view.ts';
import { checkBlog } from './checks/blog.ts';
import { checkCoupons, checkDepartures } from './checks/dates.ts';
import { checkFiles } from './checks/files.ts';
import { checkLinks } from './checks/links.ts';
import { checkPackages } from './checks/packages.ts';
import { checkTranslations } from './checks/translations.ts';
import { FINDING_KINDS, type Finding, type FindingKind } from './findings.ts';
import type { ContentSnapshot } from './snapshot.ts';

export interface ContentReport {
  /** In the order of FINDING_KINDS, then by table and record. */
  findings: Finding[];
  /** Texts with English but no French or Spanish field yet: a count only, as those languages may come later. */
  untranslated: { fr: number; es: number };
  /** What the records' shaping left out of the site, where no finding names the record already. */
  leftOut: string[];
  /** Tables that could not be read for the report, with the reason. */
  unread: string[];
}

const ORDER = Object.keys(FINDING_KINDS) as FindingKind[];
/** Tables in the content contract's order: a group lists packages before their steps. */
const TABLES: readonly TableKey[] = ['packages', 'packageVersions', 'locations', 'departures', 'coupons', 'blog', 'imageList', 'reviews', 'about', 'faq'];

/** Every check over what the build read and downloaded; `today` is the operator's day (YYYY-MM-DD). */
export function checkContent(snapshot: ContentSnapshot, today: string, unread: readonly string[] = []): ContentReport {
  const view = viewOf(snapshot.tables);
  const translations = checkTranslations(view);
  const findings = [
    ...translations.findings,
    ...checkPackages(view),
    ...checkDepartures(view, today),
    ...checkCoupons(view, today),
    ...checkBlog(view),
    ...checkLinks(view),
    ...checkFiles(view, snapshot.files),
  ].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || TABLES.indexOf(a.table) - TABLES.indexOf(b.table) || a.name.localeCompare(b.name));
  const named = new Set(findings.map((finding) => finding.recordId));
  return {
    findings,
    untranslated: translations.untranslated,
    leftOut: snapshot.leftOut.filter((warning) => ![...warning.matchAll(/\brec\w+/g)].some(([id]) => named.has(id))),
    unread: [...unread],
  };
}

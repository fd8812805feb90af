import { FINDING_KINDS, type Finding, type FindingKind } from './findings.ts';
import type { ContentReport } from './check-content.ts';

/** The report as Netlify's deploy summary takes it (`utils.status.show`), and as the build prints it. */
export interface RenderedReport {
  title: string;
  /** One line. */
  summary: string;
  /** Markdown: a short section per kind of finding. */
  text: string;
}

/** Lines shown per group; the rest are counted. */
export const LINES_PER_GROUP = 5;

const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

function group(title: string, advice: string, lines: readonly string[]): string {
  const shown = lines.slice(0, LINES_PER_GROUP);
  const more = lines.length - shown.length;
  return [`### ${title} (${lines.length})`, advice, ...shown.map((line) => `- ${line}`), ...(more > 0 ? [`- … and ${more} more`] : [])].join('\n');
}

const findingLine = (finding: Finding) => `${finding.table} \`${finding.recordId}\` "${finding.name}"${finding.detail ? `: ${finding.detail}` : ''}`;

export function renderReport(report: ContentReport): RenderedReport {
  const kinds = [...new Set(report.findings.map((finding) => finding.kind))] as FindingKind[];
  const sections = [
    ...kinds.map((kind) =>
      group(
        FINDING_KINDS[kind].title,
        FINDING_KINDS[kind].advice,
        report.findings.filter((finding) => finding.kind === kind).map(findingLine),
      ),
    ),
    ...(report.leftOut.length > 0 ? [group('Records left out of the site', 'The build skipped them, for the reason given.', report.leftOut)] : []),
    ...(report.unread.length > 0 ? [group('Not checked', 'These tables could not be read for the report.', report.unread)] : []),
  ];
  const { fr, es } = report.untranslated;
  const later =
    fr + es > 0
      ? `French and Spanish: ${plural(fr, 'text has', 'texts have')} no \`_fr\` field and ${plural(es, 'text', 'texts')} no \`_es\` field; those pages show English until they are added.`
      : 'French and Spanish: every text is translated.';
  const count = report.findings.length + report.leftOut.length;
  const groups = kinds.length + (report.leftOut.length > 0 ? 1 : 0);
  const summary = [
    count === 0 ? 'The content has nothing to look at.' : `${plural(count, 'thing', 'things')} to look at in the content, in ${plural(groups, 'group', 'groups')}.`,
    ...(report.unread.length > 0 ? [`Not checked: ${report.unread.map((reason) => reason.split(':')[0]).join(', ')}.`] : []),
  ].join(' ');
  return { title: 'Content report', summary, text: [...sections, later].join('\n\n') };
}

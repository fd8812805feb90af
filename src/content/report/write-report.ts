import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { airtableForBuild } from '../../airtable/connection.ts';
import { tableName } from '../../airtable/tables.ts';
import { operatorTimeZone } from '../../config/company.ts';
import { dayIn } from '../../domain/dates.ts';
import { checkContent } from './check-content.ts';
import { renderReport, type RenderedReport } from './render.ts';
import { takeSnapshot } from './snapshot.ts';

/**
 * Where a build's report goes: `.netlify/` beside the publish directory, which Netlify keeps out of
 * the deploy (coupons must never be published). plugins/content-report reads it from there.
 */
export function reportFiles(publishDir: string): { markdown: string; json: string } {
  const dir = path.resolve(publishDir, '..', '.netlify');
  return { markdown: path.join(dir, 'content-report.md'), json: path.join(dir, 'content-report.json') };
}

/**
 * Checks what the build's loaders read, with the coupons read here (they are never published),
 * and writes the report. Undefined when no loader ran. It never throws for the content: the
 * report informs, the build goes on.
 */
export async function buildContentReport(env: Record<string, string | undefined> = process.env, now: Date = new Date()): Promise<RenderedReport | undefined> {
  const snapshot = takeSnapshot();
  if (!snapshot) return undefined;
  const unread: string[] = [];
  try {
    snapshot.tables.coupons = await airtableForBuild(env).listRecords(tableName('coupons', env));
  } catch (error) {
    unread.push(`coupons: ${(error as Error).message}`);
  }
  return renderReport(checkContent(snapshot, dayIn(operatorTimeZone(env), now), unread));
}

export async function writeContentReport(publishDir: string, report: RenderedReport): Promise<string> {
  const files = reportFiles(publishDir);
  await mkdir(path.dirname(files.markdown), { recursive: true });
  await writeFile(files.markdown, `# ${report.title}\n\n${report.summary}\n\n${report.text}\n`);
  await writeFile(files.json, JSON.stringify(report));
  return files.markdown;
}

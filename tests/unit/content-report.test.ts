import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { RawRecord } from '../../src/airtable/fields.ts';
import { checkContent } from '../../src/content/report/check-content.ts';
import { renderReport } from '../../src/content/report/render.ts';
import type { ContentSnapshot, FileOutcome } from '../../src/content/report/snapshot.ts';
import { writeContentReport } from '../../src/content/report/write-report.ts';
import { onPostBuild } from '../../plugins/content-report/index.js';

const TODAY = '2026-11-23';

const record = (id: string, fields: Record<string, unknown>): RawRecord => ({ id, fields });
/** A text in English, German and Italian, as the sample base has them. */
const texts = (field: string, value: string, langs: readonly string[] = ['en', 'de', 'it']) =>
  Object.fromEntries(langs.map((lang) => [`${field}_${lang}`, `${value} (${lang})`]));
const file = (id: string, filename: string) => [{ id, url: `https://dl.airtable.test/${id}/${filename}`, filename }];

/** One record for each problem the report knows, beside records that have none. */
function problemBase(): ContentSnapshot {
  return {
    tables: {
      packages: [
        record('recPkgGood', {
          name: 'Good Trip',
          status: 'active',
          ...texts('description', 'A good trip'),
          // Not adopted by this base in any language: not expected in German or Italian.
          shortDescription: 'Short',
          imageURL: file('attBroken', 'gone.jpg'),
          gallery: [...file('attHuge', 'huge.jpg'), ...file('attWide', 'wide.png'), ...file('attFine', 'fine.jpg')],
        }),
        record('recPkgLonely', { name: 'Lonely Trip', status: 'active', ...texts('description', 'Alone') }),
        record('recPkgTwoWays', { name: 'Two Ways', status: 'Work in Progress', ...texts('description', 'Two') }),
        record('recPkgHalf', { name: 'Half Translated', status: 'Active', ...texts('description', 'Half', ['en', 'it']) }),
        record('recPkgEmptyVersion', { name: 'Empty Version', status: 'active', ...texts('description', 'Empty') }),
        // Hidden from the site: nothing in it is checked.
        record('recPkgArchived', { name: 'Old Trip', status: 'archived', description_en: 'Old' }),
      ],
      packageVersions: [
        record('recVerGood', { name: 'Classic', price: 1000, defaultVersion: true, package: ['recPkgGood'] }),
        record('recVerA', { name: 'Short', price: 800, package: ['recPkgTwoWays'] }),
        record('recVerB', { name: 'Long', price: 1200, package: ['recPkgTwoWays'] }),
        record('recVerHalf', { name: 'Half', price: 900, defaultVersion: true, package: ['recPkgHalf'] }),
        record('recVerEmpty', { name: 'Empty', price: 700, package: ['recPkgEmptyVersion'] }),
        record('recVerGhost', { name: 'Ghost', price: 500, package: ['recPkgGone'] }),
        record('recVerArchived', { name: 'Old', price: 500, package: ['recPkgArchived'] }),
      ],
      locations: [
        record('recStepGood', { name: 'Harbour', lat: 45, long: 11, packageVersion: ['recVerGood'] }),
        record('recStepA', { name: 'Pass', lat: 46, long: 11, packageVersion: ['recVerA', 'recVerB'] }),
        record('recStepNoCoords', { name: 'Hidden Lake', lat: 46.1, packageVersion: ['recVerA'] }),
        record('recStepHalf', { name: 'Village', lat: 44, long: 10, packageVersion: ['recVerHalf'] }),
        record('recStepOrphan', { name: 'Lost Step', lat: 44, long: 10 }),
        // A step of a hidden package needs no coordinates.
        record('recStepArchived', { name: 'Old Step', packageVersion: ['recVerArchived'] }),
      ],
      departures: [
        record('recDepPast', { packageVersion: ['recVerGood'], startDate: '2026-11-01' }),
        record('recDepToday', { packageVersion: ['recVerGood'], startDate: TODAY, seats: 15 }),
        record('recDepOverfull', { packageVersion: ['recVerGood'], startDate: '2027-05-10', seats: 20 }),
        record('recDepOddStatus', { packageVersion: ['recVerGood'], startDate: '2027-06-01', status: 'maybe' }),
      ],
      coupons: [
        record('recCpnBackwards', { coupon_code: 'BACKWARDS', validity_date_start: '2027-03-01', validity_date_end: '2027-02-01', supported_packages: ['recPkgGood'] }),
        record('recCpnOld', { coupon_code: 'SUMMER2026', validity_date_end: '2026-11-22' }),
        record('recCpnLastDay', { coupon_code: 'LASTDAY', validity_date_start: '2026-01-01', validity_date_end: TODAY }),
      ],
      blog: [
        record('recPostNoDate', { ...texts('blogTitle', 'Undated'), ...texts('blogContent', 'Text'), coverImage: file('attCover', 'cover.jpg') }),
        record('recPostNoCover', { ...texts('blogTitle', 'Bare'), ...texts('blogContent', 'Text'), date: '2026-05-01' }),
      ],
      reviews: [record('recRevNoItalian', { name: 'Anna', ...texts('quote', 'Lovely', ['en', 'de']) })],
    },
    files: new Map<string, FileOutcome>([
      ['attBroken', { ok: false, reason: 'answered 404' }],
      ['attHuge', { ok: true, bytes: 6 * 1024 * 1024, width: 3000 }],
      ['attWide', { ok: true, bytes: 900_000, width: 7000 }],
      // Exactly at both limits: fine.
      ['attFine', { ok: true, bytes: 5 * 1024 * 1024, width: 6000 }],
    ]),
    leftOut: [
      'packages recPkgLonely "Lonely Trip": skipped, an active package needs at least one version with a price',
      'departures recDepOddStatus: skipped, its status "maybe" is not open, guaranteed or closed',
    ],
  };
}

describe('the content report', () => {
  it('names every problem with its table, record and a name the operator knows, and nothing else', () => {
    const report = checkContent(problemBase(), TODAY);
    expect(report.findings).toEqual([
      { kind: 'missingGerman', table: 'packages', recordId: 'recPkgHalf', name: 'Half Translated', detail: 'description_de' },
      { kind: 'missingItalian', table: 'reviews', recordId: 'recRevNoItalian', name: 'Anna', detail: 'quote_it' },
      { kind: 'packageWithoutVersion', table: 'packages', recordId: 'recPkgLonely', name: 'Lonely Trip' },
      { kind: 'versionWithoutSteps', table: 'packageVersions', recordId: 'recVerEmpty', name: 'Empty · Empty Version' },
      { kind: 'packageWithoutDefault', table: 'packages', recordId: 'recPkgTwoWays', name: 'Two Ways', detail: 'none of its 2 versions is ticked' },
      { kind: 'stepWithoutVersion', table: 'locations', recordId: 'recStepOrphan', name: 'Lost Step' },
      { kind: 'stepWithoutCoordinates', table: 'locations', recordId: 'recStepNoCoords', name: 'Hidden Lake' },
      { kind: 'departureInPast', table: 'departures', recordId: 'recDepPast', name: 'Classic · Good Trip', detail: 'started November 1, 2026' },
      { kind: 'departureOverfull', table: 'departures', recordId: 'recDepOverfull', name: 'Classic · Good Trip', detail: '20 places on May 10, 2027' },
      {
        kind: 'couponImpossibleDates',
        table: 'coupons',
        recordId: 'recCpnBackwards',
        name: 'BACKWARDS',
        detail: 'from March 1, 2027 to February 1, 2027',
      },
      { kind: 'couponExpired', table: 'coupons', recordId: 'recCpnOld', name: 'SUMMER2026', detail: 'ended November 22, 2026' },
      { kind: 'blogWithoutDate', table: 'blog', recordId: 'recPostNoDate', name: 'Undated (en)' },
      { kind: 'blogWithoutCover', table: 'blog', recordId: 'recPostNoCover', name: 'Bare (en)' },
      { kind: 'unresolvedLink', table: 'packageVersions', recordId: 'recVerGhost', name: 'Ghost · recPkgGone', detail: '`package` names recPkgGone, not in packages' },
      { kind: 'brokenFile', table: 'packages', recordId: 'recPkgGood', name: 'Good Trip', detail: 'imageURL: gone.jpg answered 404' },
      { kind: 'oversizedImage', table: 'packages', recordId: 'recPkgGood', name: 'Good Trip', detail: 'gallery: huge.jpg is 6.0 MB' },
      { kind: 'oversizedImage', table: 'packages', recordId: 'recPkgGood', name: 'Good Trip', detail: 'gallery: wide.png is 7000 px wide' },
    ]);
    // The shaping's own word for a record no finding names already.
    expect(report.leftOut).toEqual(['departures recDepOddStatus: skipped, its status "maybe" is not open, guaranteed or closed']);
    // Five package descriptions, four blog texts and one quote have English and no French or Spanish.
    expect(report.untranslated).toEqual({ fr: 10, es: 10 });
  });

  it('expects an optional localized field in German and Italian once the base uses it', () => {
    const base = problemBase();
    base.tables.packages = [
      record('recWithGerman', { name: 'Adopted', status: 'active', shortDescription: 'Short', shortDescription_de: 'Kurz', shortDescription_it: 'Breve' }),
      record('recWithout', { name: 'Not yet', status: 'active', shortDescription: 'Short' }),
    ];
    const translations = checkContent(base, TODAY).findings.filter(
      (finding) => finding.table === 'packages' && (finding.kind === 'missingGerman' || finding.kind === 'missingItalian'),
    );
    expect(translations).toEqual([
      { kind: 'missingGerman', table: 'packages', recordId: 'recWithout', name: 'Not yet', detail: 'shortDescription_de' },
      { kind: 'missingItalian', table: 'packages', recordId: 'recWithout', name: 'Not yet', detail: 'shortDescription_it' },
    ]);
  });

  it('is short: a group per kind with its advice, at most five lines each, and French and Spanish as a count', () => {
    const base = problemBase();
    base.tables.locations = [...base.tables.locations!, ...Array.from({ length: 7 }, (_, n) => record(`recLost${n}`, { name: `Lost ${n}`, lat: 1, long: 1 }))];
    const { title, summary, text } = renderReport(checkContent(base, TODAY));
    expect(title).toBe('Content report');
    // The 17 findings of 16 kinds above, seven more steps without a version, and one record left out.
    expect(summary).toBe('25 things to look at in the content, in 17 groups.');
    expect(text).toContain(
      [
        '### Steps without a version (8)',
        'They appear on no trip. Link them in `packageVersion`, or delete them.',
        '- locations `recLost0` "Lost 0"',
        '- locations `recLost1` "Lost 1"',
        '- locations `recLost2` "Lost 2"',
        '- locations `recLost3` "Lost 3"',
        '- locations `recLost4` "Lost 4"',
        '- … and 3 more',
      ].join('\n'),
    );
    expect(text).toContain('- coupons `recCpnBackwards` "BACKWARDS": from March 1, 2027 to February 1, 2027');
    expect(text).toContain('### Records left out of the site (1)\nThe build skipped them, for the reason given.\n- departures recDepOddStatus');
    expect(text.endsWith('French and Spanish: 10 texts have no `_fr` field and 10 texts no `_es` field; those pages show English until they are added.')).toBe(true);
  });

  it('says so when there is nothing to look at, and names a table it could not read', () => {
    const clean: ContentSnapshot = { tables: { packages: [] }, files: new Map(), leftOut: [] };
    const { summary, text } = renderReport(checkContent(clean, TODAY, ['coupons: Airtable table "coupons": 403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND']));
    expect(summary).toBe('The content has nothing to look at. Not checked: coupons.');
    expect(text).toContain('### Not checked (1)\nThese tables could not be read for the report.\n- coupons: Airtable table "coupons": 403');
    expect(text).toContain('French and Spanish: every text is translated.');
  });
});

describe('the deploy summary (plugins/content-report)', () => {
  const dirs: string[] = [];

  it('is a local plugin that netlify.toml declares, as Netlify reads it, with a manifest and event handlers only', async () => {
    const { config } = (await resolveConfig({ cwd: process.cwd(), repositoryRoot: process.cwd(), context: 'production', offline: true, buffer: true })) as {
      config: { plugins: { package: string }[] };
    };
    expect(config.plugins).toContainEqual(expect.objectContaining({ package: './plugins/content-report' }));
    expect(parse(await readFile('plugins/content-report/manifest.yml', 'utf8'))).toEqual({ name: 'content-report' });
    // Netlify refuses a plugin that exports anything but event handlers.
    expect(Object.keys(await import('../../plugins/content-report/index.js'))).toEqual(['onPostBuild']);
  });
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it("shows the build's report, read from beside the publish directory", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'content-report-'));
    dirs.push(root);
    const report = renderReport(checkContent(problemBase(), TODAY));
    await writeContentReport(path.join(root, 'dist'), report);
    const show = vi.fn();
    await onPostBuild({ constants: { PUBLISH_DIR: path.join(root, 'dist') }, utils: { status: { show } } });
    expect(show).toHaveBeenCalledExactlyOnceWith({ title: 'Content report', summary: report.summary, text: report.text });
    expect(report.text).toContain('recVerGhost');
  });

  it('says that no report was written rather than failing the deploy', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'content-report-'));
    dirs.push(root);
    const show = vi.fn();
    await onPostBuild({ constants: { PUBLISH_DIR: path.join(root, 'dist') }, utils: { status: { show } } });
    expect(show).toHaveBeenCalledExactlyOnceWith({ title: 'Content report', summary: 'This build wrote no content report (ENOENT).' });
  });
});

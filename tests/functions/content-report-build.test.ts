import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroBin } from '../../scripts/lib/astro.ts';
import { measureProcess } from '../../scripts/lib/measure-process.ts';
import type { RenderedReport } from '../../src/content/report/render.ts';
import { reportFiles } from '../../src/content/report/write-report.ts';
import { loadSampleBase, type Base, type StandinRecord } from '../../standins/airtable/sample-base.ts';
import { startAirtableStandin } from '../../standins/airtable/server.ts';

/**
 * A real build of a base with one record for each problem the content report knows, beside the
 * sample base: the build succeeds, and the report names every one of them with its record.
 */
const created = '2026-01-01T00:00:00.000Z';
const record = (id: string, fields: Record<string, unknown>): StandinRecord => ({ id, createdTime: created, fields });
const texts = (field: string, value: string, langs: readonly string[] = ['en', 'de', 'it']) =>
  Object.fromEntries(langs.map((lang) => [`${field}_${lang}`, `${value} (${lang})`]));
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let server: Server;
let files: string;
let root: string;

beforeAll(async () => {
  // A panorama wider than the report's 6000 px, and a picture that is gone.
  const wide = await sharp({ create: { width: 6400, height: 40, channels: 3, background: '#0d3b36' } }).png().toBuffer();
  server = createServer((request, response) => {
    if (request.url === '/panorama.png') response.writeHead(200, { 'content-type': 'image/png' }).end(wide);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  files = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = await mkdtemp(path.join(tmpdir(), 'altura-problem-base-'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** The record that shows each problem, by the report's group title. */
const PROBLEMS = {
  'German texts missing': 'recFixNoGerman',
  'Packages without a version': 'recFixNoVersion',
  'Versions without steps': 'recFixVerNoSteps',
  'Packages without one default version': 'recFixNoDefault',
  'Steps without a version': 'recFixStepAlone',
  'Steps without coordinates': 'recFixStepNoMap',
  'Departures in the past': 'recFixDepPast',
  'Departures with more than 15 places': 'recFixDepCrowd',
  'Coupons that end before they start': 'recFixCpnBackwards',
  'Coupons past their end': 'recFixCpnOver',
  'Blog posts without a date': 'recFixPostUndated',
  'Blog posts without a cover': 'recFixPostBare',
  'Links to records that do not exist': 'recFixVerGhost',
  'Images and brochures that could not be published': 'recFixNoGerman',
  'Oversized images': 'recFixNoDefault',
} as const;

function problemBase(): Base {
  const base = loadSampleBase();
  const add = (table: string, ...records: StandinRecord[]) => (base[table] = [...(base[table] ?? []), ...records]);
  add(
    'packages',
    record('recFixNoGerman', {
      name: 'Fixture: No German',
      status: 'active',
      price: 900,
      ...texts('description', 'Only two', ['en', 'it']),
      gallery: [{ id: 'attFixGone', url: `${files}/gone.jpg`, filename: 'gone.jpg', type: 'image/jpeg' }],
    }),
    record('recFixNoVersion', { name: 'Fixture: No Version', status: 'Work in Progress', price: 900, ...texts('description', 'Soon') }),
    record('recFixNoDefault', {
      name: 'Fixture: Two Ways',
      status: 'active',
      ...texts('description', 'Two'),
      gallery: [{ id: 'attFixPanorama', url: `${files}/panorama.png`, filename: 'panorama.png', type: 'image/png' }],
    }),
  );
  add(
    'packageVersions',
    record('recFixVerOk', { name: 'Classic', price: 900, durationDays: 5, defaultVersion: true, package: ['recFixNoGerman'] }),
    record('recFixVerNoSteps', { name: 'Empty', price: 700, package: ['recFixNoGerman'] }),
    record('recFixVerA', { name: 'Short', price: 800, package: ['recFixNoDefault'] }),
    record('recFixVerB', { name: 'Long', price: 1200, package: ['recFixNoDefault'] }),
    record('recFixVerGhost', { name: 'Ghost', price: 500, package: ['recFixDeleted'] }),
  );
  add(
    'locations',
    record('recFixStepOk', { name: 'Harbour', stepNumber: 1, lat: 45, long: 11, packageVersion: ['recFixVerOk', 'recFixVerA', 'recFixVerB'], ...texts('description', 'Boats') }),
    record('recFixStepNoMap', { name: 'Somewhere', stepNumber: 2, packageVersion: ['recFixVerOk'], ...texts('description', 'Fog') }),
    record('recFixStepAlone', { name: 'Nowhere', stepNumber: 1, lat: 45, long: 11, ...texts('description', 'Lost') }),
  );
  add(
    'departures',
    record('recFixDepPast', { packageVersion: ['recFixVerOk'], startDate: daysFromNow(-30) }),
    record('recFixDepCrowd', { packageVersion: ['recFixVerOk'], startDate: daysFromNow(90), seats: 22 }),
  );
  add(
    'coupons',
    record('recFixCpnBackwards', { coupon_code: 'BACKWARDS', discount_percent: 10, validity_date_start: daysFromNow(60), validity_date_end: daysFromNow(30) }),
    record('recFixCpnOver', { coupon_code: 'LONGGONE', discount_percent: 10, validity_date_end: daysFromNow(-10) }),
  );
  add(
    'blog',
    record('recFixPostUndated', { ...texts('blogTitle', 'Undated'), ...texts('blogContent', 'Text'), coverImage: base.blog![0]!.fields.coverImage }),
    record('recFixPostBare', { ...texts('blogTitle', 'Bare'), ...texts('blogContent', 'Text'), date: '2026-05-01' }),
  );
  return base;
}

describe('a build of a base with every content problem', () => {
  it('succeeds, and its report names each problem with its record', { timeout: 300_000 }, async () => {
    const standin = await startAirtableStandin({ base: problemBase() });
    const outDir = path.join(root, 'dist');
    try {
      const build = await measureProcess(process.execPath, [astroBin, 'build', '--outDir', outDir], {
        ...standin.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      });
      expect(build.code, build.output.slice(-3000)).toBe(0);
    } finally {
      await standin.stop();
    }

    const report = JSON.parse(await readFile(reportFiles(outDir).json, 'utf8')) as RenderedReport;
    const section = (title: string) => report.text.split('\n\n').find((block) => block.startsWith(`### ${title} (`)) ?? '';
    for (const [title, id] of Object.entries(PROBLEMS)) expect(section(title), title).toContain(`\`${id}\``);
    expect(section('Images and brochures that could not be published')).toContain('gallery: gone.jpg answered 404');
    expect(section('Oversized images')).toContain('gallery: panorama.png is 6400 px wide');
    expect(section('Departures with more than 15 places')).toContain('22 places');
    // The report is written beside the published site, never into it: coupons are not public.
    expect(await readFile(path.join(outDir, 'catalog.json'), 'utf8')).not.toContain('BACKWARDS');
  });
});

/**
 * Checks the bundled sample base and previews a few of its images.
 *
 *   node standins/airtable/render-samples.ts [outDir]
 *
 * Asserts that record and attachment ids are well formed and unique, that every link
 * points to a record of the right table, that no field holds null, "" or false, that the
 * content edge cases the site relies on are present, and that every attachment renders
 * (images through scenery.ts, brochures through brochure-pdf.ts, with a structural check
 * of each PDF). Run as a script, it also writes a few sample images to outDir (default
 * /tmp/altura-samples) and prints counts; it exits non-zero on the first failure. The unit
 * tests run the same checks through `checkSampleBase()`.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderScene, sceneSpecFor } from './scenery.ts';
import { renderBrochurePdf } from './brochure-pdf.ts';
import { SAMPLE_ANCHOR_DAY } from './sample-base.ts';

type Fields = Record<string, unknown>;
interface AirtableRecord {
  id: string;
  createdTime: string;
  fields: Fields;
}

const TABLES = ['packages', 'packageVersions', 'locations', 'departures', 'coupons', 'blog', 'imageList', 'reviews', 'about', 'faq'] as const;
type Table = (typeof TABLES)[number];

const LINKS: Array<[Table, string, Table]> = [
  ['packageVersions', 'package', 'packages'],
  ['locations', 'packageVersion', 'packageVersions'],
  ['coupons', 'supported_packages', 'packages'],
  ['departures', 'packageVersion', 'packageVersions'],
  ['reviews', 'package', 'packages'],
  ['blog', 'package', 'packages'],
];

const REC_ID = /^rec[A-Za-z0-9]{14}$/;
const ATT_ID = /^att[A-Za-z0-9]{14}$/;
const TEXT_URL = /^\/attachments\/(att[A-Za-z0-9]{14})\/[^/]+\.(jpg|jpeg|png|pdf)$/;

function checkNoEmpty(value: unknown, where: string): void {
  assert.ok(value !== null && value !== '' && value !== false && value !== undefined, `${where}: empty value`);
  if (Array.isArray(value)) {
    assert.ok(value.length > 0, `${where}: empty array`);
    value.forEach((v, i) => checkNoEmpty(v, `${where}[${i}]`));
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) checkNoEmpty(v, `${where}.${k}`);
  }
}

interface Attachment {
  id: string;
  url: string;
  filename: string;
  size: number;
  type: string;
  width?: number;
  height?: number;
}

function checkPdf(buf: Buffer, where: string): void {
  const text = buf.toString('latin1');
  assert.ok(text.startsWith('%PDF-1.4\n'), `${where}: header`);
  assert.ok(text.endsWith('%%EOF\n'), `${where}: EOF`);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  assert.ok(text.startsWith('xref\n', startxref), `${where}: startxref points at xref`);
  const m = /^xref\n0 (\d+)\n/.exec(text.slice(startxref));
  assert.ok(m, `${where}: xref header`);
  const count = Number(m[1]);
  const entries = text.slice(startxref + m[0].length).split('\n').slice(0, count);
  entries.forEach((e, i) => {
    assert.equal(e.length, 19, `${where}: xref entry ${i} is 20 bytes`);
    if (i === 0) return;
    const offset = Number(e.slice(0, 10));
    assert.ok(text.startsWith(`${i} 0 obj\n`, offset), `${where}: object ${i} at ${offset}`);
  });
  for (const s of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = s.index + s[0].length;
    assert.ok(text.startsWith('\nendstream', start + Number(s[1])), `${where}: stream length`);
  }
}

/** The checks above, on the bundled sample base: throws an AssertionError at the first failure. */
export async function checkSampleBase() {
  const base = new URL('./sample-base/', import.meta.url);
  const data = {} as Record<Table, AirtableRecord[]>;
  for (const t of TABLES) {
    const parsed = JSON.parse(readFileSync(new URL(`${t}.json`, base), 'utf8')) as { records?: unknown; offset?: unknown };
    assert.ok(Array.isArray(parsed.records), `${t}: records array`);
    assert.equal(parsed.offset, undefined, `${t}: no offset (single page)`);
    data[t] = parsed.records as AirtableRecord[];
  }

  // ---- ids, createdTime, empty values
  const owner = new Map<string, Table>();
  for (const t of TABLES) {
    for (const r of data[t]) {
      assert.match(r.id, REC_ID, `${t}: record id ${r.id}`);
      assert.ok(!owner.has(r.id), `duplicate record id ${r.id}`);
      owner.set(r.id, t);
      assert.match(r.createdTime, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/, `${t}/${r.id}: createdTime`);
      assert.equal(typeof r.fields, 'object', `${t}/${r.id}: fields`);
      checkNoEmpty(r.fields, `${t}/${r.id}`);
    }
  }

  // ---- links
  for (const [table, field, target] of LINKS) {
    for (const r of data[table]) {
      const v = r.fields[field];
      if (v === undefined) continue;
      assert.ok(Array.isArray(v), `${table}/${r.id}.${field} is an array`);
      for (const id of v as unknown[]) {
        assert.equal(typeof id, 'string');
        assert.equal(owner.get(id as string), target, `${table}/${r.id}.${field} -> ${String(id)} should be a ${target} record`);
      }
    }
  }

  // ---- attachments
  const images = new Map<string, string>(); // id -> where
  const pdfs = new Map<string, string>();
  const attIds = new Set<string>();
  const ATTACHMENT_FIELDS = /^(imageURL|gallery|coverImage|images|brochure_[a-z]{2})$/;
  let textUrls = 0;
  for (const t of TABLES) {
    for (const r of data[t]) {
      for (const [name, value] of Object.entries(r.fields)) {
        if (!ATTACHMENT_FIELDS.test(name)) continue;
        const where = `${t}/${r.id}.${name}`;
        if (typeof value === 'string') {
          const m = TEXT_URL.exec(value);
          assert.ok(m, `${where}: text URL ${value}`);
          images.set(m[1]!, where);
          textUrls++;
          continue;
        }
        assert.ok(Array.isArray(value), `${where}: attachment array`);
        for (const a of value as Attachment[]) {
          assert.match(a.id, ATT_ID, `${where}: attachment id`);
          assert.ok(!attIds.has(a.id), `duplicate attachment id ${a.id}`);
          attIds.add(a.id);
          assert.equal(a.url, `/attachments/${a.id}/${a.filename}`, `${where}: url`);
          assert.ok(Number.isInteger(a.size) && a.size > 0, `${where}: size`);
          if (name.startsWith('brochure_')) {
            assert.equal(a.type, 'application/pdf', `${where}: type`);
            assert.match(a.filename, /\.pdf$/);
            assert.equal(a.width, undefined);
            pdfs.set(a.id, where);
          } else {
            assert.equal(a.type, 'image/jpeg', `${where}: type`);
            assert.match(a.filename, /\.jpe?g$/);
            assert.ok(a.width === 1600 && a.height === 1000, `${where}: dimensions`);
            images.set(a.id, where);
          }
        }
      }
    }
  }

  // ---- content rules the site's edge cases rely on
  const str = (r: AirtableRecord, f: string) => r.fields[f] as string | undefined;
  const num = (r: AirtableRecord, f: string) => r.fields[f] as number | undefined;
  const links = (r: AirtableRecord, f: string) => (r.fields[f] as string[] | undefined) ?? [];

  const statusOf = (p: AirtableRecord) => (str(p, 'status') ?? '').toLowerCase();
  const visible = data.packages.filter((p) => ['active', 'work in progress'].includes(statusOf(p)));
  assert.equal(data.packages.filter((p) => statusOf(p) === 'work in progress').length, 1, 'exactly one Work in Progress');
  assert.ok(data.packages.some((p) => !['active', 'work in progress'].includes(statusOf(p))), 'a hidden package');
  for (const p of data.packages) {
    for (const f of ['name', 'continent', 'nation', 'type', 'status', 'shortDescription']) assert.ok(str(p, f), `${p.id}.${f}`);
    assert.ok(['adventures', 'friends', 'nature'].includes(str(p, 'type')!), `${p.id}: type`);
    const vs = data.packageVersions.filter((v) => links(v, 'package').includes(p.id));
    if (visible.includes(p)) assert.ok(vs.length > 0, `${str(p, 'name')}: has versions`);
    if (vs.length) {
      assert.equal(num(p, 'price'), Math.min(...vs.map((v) => num(v, 'price')!)), `${str(p, 'name')}: price is the cheapest version`);
    }
    assert.ok(vs.filter((v) => v.fields['defaultVersion'] === true).length <= 1, `${str(p, 'name')}: at most one default`);
  }
  const dolomites = data.packages.find((p) => str(p, 'nation') === 'Italy')!;
  const dolVersions = data.packageVersions.filter((v) => links(v, 'package').includes(dolomites.id));
  assert.equal(dolVersions.length, 3, 'Dolomites has 3 versions');
  assert.notEqual(dolVersions.findIndex((v) => v.fields['defaultVersion'] === true), 0, 'Dolomites default is not the first');
  assert.equal(data.packageVersions.findIndex((v) => v.fields['defaultVersion'] === true) > 0, true);
  assert.ok(
    data.packages.some((p) => {
      const vs = data.packageVersions.filter((v) => links(v, 'package').includes(p.id));
      return vs.length === 2 && vs.every((v) => v.fields['defaultVersion'] === undefined);
    }),
    'a package with two versions and no default',
  );

  let identicalPairs = 0;
  let optionalSteps = 0;
  for (const v of data.packageVersions) {
    const steps = data.locations.filter((l) => links(l, 'packageVersion').includes(v.id)).sort((a, b) => num(a, 'stepNumber')! - num(b, 'stepNumber')!);
    assert.ok(steps.length >= 4 && steps.length <= 9, `${str(v, 'name')}: 4-9 steps (has ${steps.length})`);
    assert.deepEqual(steps.map((s) => num(s, 'stepNumber')), steps.map((_, i) => i + 1), `${str(v, 'name')}: steps 1..n`);
    const seen = new Set<string>();
    for (const s of steps) {
      const key = `${num(s, 'lat')},${num(s, 'long')}`;
      if (seen.has(key)) identicalPairs++;
      seen.add(key);
    }
  }
  for (const l of data.locations) {
    assert.ok(Math.abs(num(l, 'lat')!) <= 90 && Math.abs(num(l, 'long')!) <= 180, `${l.id}: coordinates`);
    assert.ok(str(l, 'name') && str(l, 'description_en'), `${l.id}: name and description_en`);
    if (l.fields['optional'] === true) {
      optionalSteps++;
      assert.ok((num(l, 'additionalCost') ?? 0) > 0, `${l.id}: optional step has a cost`);
    } else {
      assert.equal(l.fields['additionalCost'], undefined, `${l.id}: no cost on a fixed step`);
    }
  }
  assert.ok(identicalPairs >= 1, 'steps with identical coordinates in one version');

  for (const lang of ['en', 'de', 'it']) {
    const titles = data.blog.map((b) => str(b, `blogTitle_${lang}`));
    assert.equal(new Set(titles).size, titles.length, `blog titles (${lang}) are distinct`);
  }
  assert.deepEqual(data.about.map((a) => str(a, 'id')).sort(), ['section_1', 'section_2', 'section_3', 'section_4']);
  // Dates as of the anchor day; the loader moves departures and coupons forward by whole weeks,
  // so a date within a week after the anchor could change sides on some weekday.
  const daysFromAnchor = (isoDay: string) => (Date.parse(`${isoDay}T00:00:00Z`) - Date.parse(`${SAMPLE_ANCHOR_DAY}T00:00:00Z`)) / 86_400_000;
  for (const c of data.coupons) {
    assert.match(str(c, 'coupon_code')!, /^[A-Z0-9]+$/);
    assert.match(str(c, 'validity_date_start')!, /^\d{4}-\d\d-\d\d$/);
    assert.match(str(c, 'validity_date_end')!, /^\d{4}-\d\d-\d\d$/);
    const [start, end] = [daysFromAnchor(str(c, 'validity_date_start')!), daysFromAnchor(str(c, 'validity_date_end')!)];
    assert.ok(end < 0 || (start <= 0 && end >= 7) || start >= 7, `${str(c, 'coupon_code')}: expired, valid or future on every day`);
  }

  // ---- the optional trip facts
  const visiblePackageIds = new Set(visible.map((p) => p.id));
  const active = visible.filter((p) => statusOf(p) === 'active');
  for (const p of data.packages) {
    const difficulty = num(p, 'difficulty');
    if (difficulty !== undefined) assert.ok(Number.isInteger(difficulty) && difficulty >= 1 && difficulty <= 5, `${p.id}: difficulty 1-5`);
    for (const [name, value] of Object.entries(p.fields)) {
      if (!/^(included|notIncluded)_[a-z]{2}$/.test(name)) continue;
      const items = String(value).split('\n');
      assert.ok(items.length >= 4 && items.length <= 8 && items.every((item) => item.trim() !== ''), `${p.id}.${name}: 4-8 items, one a line`);
    }
  }
  assert.ok(active.filter((p) => p.fields['difficulty'] !== undefined).length > active.length / 2, 'most trips have a difficulty');
  assert.ok(active.some((p) => p.fields['difficulty'] === undefined), 'a trip without a difficulty');
  assert.ok(active.some((p) => p.fields['included_en'] === undefined), 'a trip without an included list');
  assert.ok(active.some((p) => p.fields['included_en'] !== undefined && p.fields['included_it'] === undefined), 'an included list that falls back to English');

  for (const v of data.packageVersions) {
    if (!links(v, 'package').some((id) => visiblePackageIds.has(id))) continue;
    const steps = data.locations.filter((l) => links(l, 'packageVersion').includes(v.id)).sort((a, b) => num(a, 'stepNumber')! - num(b, 'stepNumber')!);
    const days = steps.map((s) => num(s, 'day'));
    assert.ok(days.every((day) => day !== undefined && Number.isInteger(day) && day >= 1 && day <= num(v, 'durationDays')!), `${str(v, 'name')}: every step on a day of the trip`);
    assert.deepEqual(days, [...days].sort((a, b) => a! - b!), `${str(v, 'name')}: days follow the steps`);
  }

  const reviewsPerPackage = new Map<string, number>();
  for (const r of data.reviews) {
    const rating = num(r, 'rating');
    if (rating !== undefined) assert.ok(Number.isInteger(rating) && rating >= 1 && rating <= 5, `${r.id}: rating 1-5`);
    for (const id of links(r, 'package')) reviewsPerPackage.set(id, (reviewsPerPackage.get(id) ?? 0) + 1);
  }
  assert.ok([...reviewsPerPackage.values()].filter((count) => count >= 2).length >= 3, 'three trips with two reviews or more');
  assert.ok(data.reviews.filter((r) => r.fields['rating'] !== undefined).length > data.reviews.length / 2, 'most reviews have a rating');
  assert.ok(data.blog.some((b) => links(b, 'package').length > 0), 'a post linked to its trip');

  // ---- departures, as of the anchor day
  const versionOf = new Map(data.packageVersions.map((v) => [v.id, v]));
  const departures = data.departures.map((d) => {
    assert.equal(links(d, 'packageVersion').length, 1, `${d.id}: one version`);
    assert.match(str(d, 'startDate')!, /^\d{4}-\d\d-\d\d$/, `${d.id}: startDate`);
    const seats = num(d, 'seats');
    if (seats !== undefined) assert.ok(Number.isInteger(seats) && seats >= 1 && seats <= 15, `${d.id}: seats 1-15`);
    if (d.fields['price'] !== undefined) assert.ok(num(d, 'price')! > 0, `${d.id}: price`);
    const status = (str(d, 'status') ?? 'open').toLowerCase();
    assert.ok(['open', 'guaranteed', 'closed'].includes(status), `${d.id}: status`);
    const version = versionOf.get(links(d, 'packageVersion')[0]!)!;
    assert.ok(links(version, 'package').every((id) => active.some((p) => p.id === id)), `${d.id}: a version of an active trip`);
    return { id: d.id, version, days: daysFromAnchor(str(d, 'startDate')!), seats: seats ?? 15, status, price: num(d, 'price') };
  });
  const upcoming = departures.filter((d) => d.days > 0);
  // Loaded on any weekday, a departure is 0-6 days nearer than on the anchor day.
  const soon = upcoming.filter((d) => d.days - 6 <= 42);
  assert.equal(soon.length, 1, 'exactly one departure within 6 weeks, whatever the weekday');
  assert.ok(soon[0]!.days - 6 >= 1 && soon[0]!.days <= 42, 'and it stays after today and within 42 days');
  assert.ok(upcoming.every((d) => d.days <= 548), 'departures within 18 months');
  assert.ok(departures.some((d) => d.days + 6 < 0), 'a departure that has left');
  assert.ok(upcoming.filter((d) => d.status === 'guaranteed').length >= 3, 'several guaranteed departures');
  assert.ok(upcoming.some((d) => d.status === 'closed'), 'a closed departure');
  assert.ok(upcoming.some((d) => d.seats <= 3 && d.status !== 'closed'), 'a nearly full departure');
  assert.ok(upcoming.filter((d) => d.price !== undefined).length >= 2, 'departures with their own price');
  const withDepartures = new Set(upcoming.flatMap((d) => links(d.version, 'package')));
  assert.ok(active.some((p) => !withDepartures.has(p.id)), 'an active trip without departures');
  assert.ok(withDepartures.size > active.length / 2, 'most active trips have departures');
  assert.ok(
    data.packageVersions.some((v) => links(v, 'package').some((id) => withDepartures.has(id)) && !departures.some((d) => d.version === v)),
    'a version without departures in a trip that has some',
  );

  // ---- every attachment renders

  let imageMs = 0;
  for (const [id, where] of images) {
    const t0 = performance.now();
    const jpg = await renderScene(id);
    imageMs += performance.now() - t0;
    assert.ok(jpg[0] === 0xff && jpg[1] === 0xd8, `${where}: JPEG`);
  }
  for (const [id, where] of pdfs) checkPdf(renderBrochurePdf(id), where);
  checkPdf(renderBrochurePdf('attUnknownBrochure1', "Côte d'Azur & Provence: Þórsmörk – € 1.290"), 'unknown brochure');

  // unknown ids render too, quickly
  let unknownMs = 0;
  const UNKNOWN = 12;
  for (let i = 0; i < UNKNOWN; i++) {
    const id = `att${(i * 7919 + 104729).toString(36).padStart(14, 'Q')}`;
    const t0 = performance.now();
    await renderScene(id);
    unknownMs += performance.now() - t0;
  }

  return { data, visible, images, pdfs, textUrls, optionalSteps, identicalPairs, imageMs, unknownMs, unknownCount: UNKNOWN };
}

if (import.meta.main) {
  const { data, visible, images, pdfs, textUrls, optionalSteps, identicalPairs, imageMs, unknownMs, unknownCount: UNKNOWN } = await checkSampleBase();

  // ---- previews
  const outDir = process.argv[2] ?? '/tmp/altura-samples';
  mkdirSync(outDir, { recursive: true });
  const previews: string[] = [];
  for (const wanted of ['alpine', 'hut', 'desert', 'food', 'group', 'patagonia']) {
    const id = [...images.keys()].find((k) => sceneSpecFor(k).theme === wanted);
    if (!id) continue;
    const file = join(outDir, `${wanted}-${id}.jpg`);
    writeFileSync(file, await renderScene(id));
    previews.push(file);
  }
  const firstPdf = [...pdfs.keys()][0];
  if (firstPdf) {
    const file = join(outDir, `brochure-${firstPdf}.pdf`);
    writeFileSync(file, renderBrochurePdf(firstPdf));
    previews.push(file);
  }

  console.log('records:', Object.fromEntries(TABLES.map((t) => [t, data[t].length])));
  console.log(
    `packages: ${visible.length} visible of ${data.packages.length}; versions: ${data.packageVersions.length}; ` +
      `optional steps: ${optionalSteps}; identical-coordinate steps: ${identicalPairs}`,
  );
  console.log(`attachments: ${images.size} images (${textUrls} as text URLs), ${pdfs.size} brochures`);
  console.log(
    `rendering: ${(imageMs / images.size).toFixed(0)} ms per sample image, ${(unknownMs / UNKNOWN).toFixed(0)} ms per unknown id (1600x1000)`,
  );
  console.log(`previews: ${previews.join(', ')}`);
  console.log('sample base OK');
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSampleBase } from '../../standins/airtable/render-samples.ts';
import { SAMPLE_ANCHOR_DAY, loadSampleBase, type Base, type StandinRecord } from '../../standins/airtable/sample-base.ts';

it('the bundled sample base is well formed, has the edge cases the site relies on, and every attachment renders', async () => {
  await checkSampleBase();
}, 30_000);

/** Departures of the sample base that the site's behaviour depends on. */
const WITHIN_SIX_WEEKS = 'recqTuLMos6ecjsro'; // Costa Rica, 28 Dec 2026 as written
const ALREADY_LEFT = 'recytORAzb3do7gwi'; // Atlas & Sahara, 17 Oct 2026 as written

/** A table as the JSON file holds it, dated as of the anchor day. */
const written = (table: string) =>
  (JSON.parse(readFileSync(new URL(`../../standins/airtable/sample-base/${table}.json`, import.meta.url), 'utf8')) as { records: StandinRecord[] }).records;
const field = (base: Base, table: string, id: string, name: string) => base[table]!.find((record) => record.id === id)!.fields[name];
const coupon = (base: Base, code: string) => base.coupons!.find((record) => record.fields.coupon_code === code)!.fields;
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('the sample base as of a given day', () => {
  it('is as written on the anchor day', () => {
    const base = loadSampleBase(new Date(`${SAMPLE_ANCHOR_DAY}T10:00:00Z`));
    expect(base.departures!.map((record) => record.fields.startDate)).toEqual(written('departures').map((record) => record.fields.startDate));
    expect(field(base, 'departures', WITHIN_SIX_WEEKS, 'startDate')).toBe('2026-12-28');
    expect(coupon(base, 'WELCOME10')).toMatchObject({ validity_date_start: '2025-01-01', validity_date_end: '2030-12-31' });
  });

  it('moves departures and coupon validity by whole weeks: one week ten days later', () => {
    const base = loadSampleBase(new Date('2026-12-03T08:00:00Z'));
    expect(field(base, 'departures', WITHIN_SIX_WEEKS, 'startDate')).toBe('2027-01-04');
    expect(field(base, 'departures', ALREADY_LEFT, 'startDate')).toBe('2026-10-24');
    expect(coupon(base, 'WELCOME10')).toMatchObject({ validity_date_start: '2025-01-08', validity_date_end: '2031-01-07' });
    expect(coupon(base, 'SUMMER2024')).toMatchObject({ validity_date_start: '2024-06-08', validity_date_end: '2024-10-07' });
    // History does not move.
    expect(field(base, 'blog', 'recTOvQEdjIv0Lztq', 'date')).toBe('2025-08-03');
    expect(base.departures!.map((record) => record.createdTime)).toEqual(written('departures').map((record) => record.createdTime));
  });

  it('moves on the seventh day, not before, and never backward', () => {
    expect(field(loadSampleBase(new Date('2026-11-29T23:59:59Z')), 'departures', WITHIN_SIX_WEEKS, 'startDate')).toBe('2026-12-28');
    expect(field(loadSampleBase(new Date('2026-11-30T00:00:00Z')), 'departures', WITHIN_SIX_WEEKS, 'startDate')).toBe('2027-01-04');
    expect(field(loadSampleBase(new Date('2026-11-01T12:00:00Z')), 'departures', WITHIN_SIX_WEEKS, 'startDate')).toBe('2026-12-28');
    expect(field(loadSampleBase(new Date('2026-11-01T12:00:00Z')), 'coupons', 'rec4fP4zV4D0lpsKr', 'validity_date_end')).toBe('2030-12-31');
  });

  it('keeps the same weekdays ten years on (521 weeks)', () => {
    const base = loadSampleBase(new Date('2036-11-23T09:00:00Z'));
    expect(field(base, 'departures', WITHIN_SIX_WEEKS, 'startDate')).toBe('2036-12-22');
    expect(coupon(base, 'WELCOME10').validity_date_end).toBe('2040-12-25');
    const weekday = (day: unknown) => new Date(`${String(day)}T00:00:00Z`).getUTCDay();
    expect(base.departures!.map((record) => weekday(record.fields.startDate))).toEqual(written('departures').map((record) => weekday(record.fields.startDate)));
  });

  // Every day of the first ten weeks, and a week in each of three later years.
  const days = [
    ...Array.from({ length: 70 }, (_, n) => n),
    ...[800, 1500, 3650].flatMap((start) => Array.from({ length: 7 }, (_, n) => start + n)),
  ].map((n) => new Date(Date.parse(`${SAMPLE_ANCHOR_DAY}T15:00:00Z`) + n * 86_400_000));

  it.each(days.map((today) => [dayOf(today), today] as const))('on %s keeps one departure within 6 weeks, the rest ahead up to 18 months, and the coupons in their roles', (today, moment) => {
    const base = loadSampleBase(moment);
    const ahead = base.departures!.map((record) => ({ id: record.id, days: daysBetween(today, String(record.fields.startDate)) }));
    const soon = ahead.filter((departure) => departure.days > 0 && departure.days <= 42);
    expect(soon.map((departure) => departure.id)).toEqual([WITHIN_SIX_WEEKS]);
    expect(soon[0]!.days).toBeGreaterThanOrEqual(1);
    expect(ahead.find((departure) => departure.id === ALREADY_LEFT)!.days).toBeLessThan(0);
    expect(Math.max(...ahead.map((departure) => departure.days))).toBeLessThanOrEqual(548);

    const validOn = (code: string) => {
      const { validity_date_start: start, validity_date_end: end } = coupon(base, code);
      return String(start) <= today && today <= String(end);
    };
    expect(validOn('WELCOME10')).toBe(true);
    expect(validOn('DOLOMITI15')).toBe(true);
    expect(String(coupon(base, 'SUMMER2024').validity_date_end) < today).toBe(true);
    expect(String(coupon(base, 'FUTURE25').validity_date_start) > today).toBe(true);
  });
});

describe('the sample base’s German', () => {
  it('addresses the reader as the interface does, with “du”, never with the formal “Ihnen”/“Ihr”', () => {
    const base = loadSampleBase();
    const formal = Object.values(base)
      .flat()
      .flatMap((record) => Object.entries(record.fields).filter(([name, value]) => name.endsWith('_de') && typeof value === 'string' && /\b(Ihnen|Ihr|Ihre[mnrs]?)\b/.test(value)))
      .map(([name]) => name);
    expect(formal).toEqual([]);
    const informal = Object.values(base)
      .flat()
      .filter((record) => Object.entries(record.fields).some(([name, value]) => name.endsWith('_de') && typeof value === 'string' && /\b(du|dich|dir|dein\w*)\b/.test(value)));
    expect(informal.length).toBeGreaterThan(10);
  });
});

import { describe, expect, it } from 'vitest';
import type { RawRecord } from '../../src/airtable/fields.ts';
import { couponFromRecord } from '../../src/airtable/records/coupons.ts';
import { evaluateCoupon, isPlausibleCouponCode, normalizeCouponCode } from '../../src/domain/coupon.ts';
import { dayIn } from '../../src/domain/dates.ts';
import { couponRejection } from '../../src/schema/coupon-errors.ts';

const PACKAGE = 'recKzVYRroconmqDY';
/** A `coupons` record as Airtable answers it; the rules see it as src/airtable/records/coupons.ts reads it. */
const coupon = (fields: Record<string, unknown> = {}): RawRecord => ({
  id: 'recCoupon0000001',
  fields: {
    coupon_code: 'SPRING',
    validity_date_start: '2026-03-01',
    validity_date_end: '2026-05-31',
    supported_packages: [PACKAGE],
    uses: 3,
    max_uses: 10,
    discount_percent: 12,
    ...fields,
  },
});
const rome = (iso: string) => ({ now: new Date(iso), timeZone: 'Europe/Rome' });
const check = (record: RawRecord | undefined, iso: string, packageId = PACKAGE, timeZone = 'Europe/Rome') =>
  evaluateCoupon(record && couponFromRecord(record), 'SPRING', packageId, { now: new Date(iso), timeZone });

describe('coupon validity days, in the operator’s time zone', () => {
  it('starts at midnight in Rome, while it is still the day before in UTC', () => {
    // 2026-02-28T23:30Z is 00:30 on 1 March in Rome (UTC+1).
    expect(check(coupon(), '2026-02-28T22:30:00Z')).toEqual({ valid: false, failure: 'outOfDates' });
    expect(check(coupon(), '2026-02-28T23:30:00Z')).toMatchObject({ valid: true });
  });

  it('lasts the whole of its last day in Rome, summer time included', () => {
    // 31 May is in summer time (UTC+2): the day ends at 21:59:59Z.
    expect(check(coupon(), '2026-05-31T21:59:59Z')).toMatchObject({ valid: true });
    expect(check(coupon(), '2026-05-31T22:00:00Z')).toEqual({ valid: false, failure: 'outOfDates' });
  });

  it('follows a configured time zone', () => {
    // 02:00Z on 1 June is still 31 May in New York, already 1 June in Rome.
    expect(check(coupon(), '2026-06-01T02:00:00Z', PACKAGE, 'America/New_York')).toMatchObject({ valid: true });
    expect(check(coupon(), '2026-06-01T02:00:00Z', PACKAGE, 'Europe/Rome')).toEqual({ valid: false, failure: 'outOfDates' });
  });

  it('reads the day of a date-time field, and treats a missing date as open-ended', () => {
    expect(check(coupon({ validity_date_end: '2026-05-31T00:00:00.000Z' }), '2026-05-31T12:00:00Z')).toMatchObject({ valid: true });
    expect(check(coupon({ validity_date_start: undefined, validity_date_end: undefined }), '2035-01-01T12:00:00Z')).toMatchObject({ valid: true });
  });

  it('gives the calendar day as Airtable writes dates', () => {
    expect(dayIn('Europe/Rome', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(dayIn('America/Los_Angeles', new Date('2026-01-01T05:00:00Z'))).toBe('2025-12-31');
  });
});

describe('coupon rules, in the spec’s order', () => {
  const april = '2026-04-15T10:00:00Z';

  it('accepts a valid coupon with its id, code and discount', () => {
    expect(check(coupon(), april)).toEqual({ valid: true, couponId: 'recCoupon0000001', code: 'SPRING', discountPercent: 12 });
  });

  it('1. not found: unknown, before anything else', () => {
    expect(check(undefined, april)).toEqual({ valid: false, failure: 'unknown' });
    expect(evaluateCoupon(couponFromRecord(coupon()), 'AUTUMN', PACKAGE, rome(april))).toEqual({ valid: false, failure: 'unknown' });
  });

  it('2. outside its dates, even for another package and when used up', () => {
    expect(check(coupon({ supported_packages: [], uses: 10 }), '2026-06-15T10:00:00Z')).toEqual({ valid: false, failure: 'outOfDates' });
  });

  it('3. not for this package, even when used up', () => {
    expect(check(coupon({ uses: 10 }), april, 'recOtherPackage01')).toEqual({ valid: false, failure: 'otherPackage' });
    expect(check(coupon({ supported_packages: undefined }), april)).toEqual({ valid: false, failure: 'otherPackage' });
  });

  it('4. used up at and above the maximum', () => {
    expect(check(coupon({ uses: 9 }), april)).toMatchObject({ valid: true });
    expect(check(coupon({ uses: 10 }), april)).toEqual({ valid: false, failure: 'usedUp' });
    expect(check(coupon({ uses: 11 }), april)).toEqual({ valid: false, failure: 'usedUp' });
  });

  it('counts a missing use count as 0, and a missing maximum as unlimited', () => {
    expect(check(coupon({ uses: undefined, max_uses: 1 }), april)).toMatchObject({ valid: true });
    expect(check(coupon({ uses: 5000, max_uses: undefined }), april)).toMatchObject({ valid: true });
    expect(check(coupon({ uses: 0, max_uses: 0 }), april)).toEqual({ valid: false, failure: 'usedUp' });
  });

  it('answers each refusal with the interface’s key, the promo-code modal’s message', () => {
    expect((['unknown', 'outOfDates', 'otherPackage', 'usedUp'] as const).map(couponRejection)).toEqual([
      'invalid_code',
      'expired_code',
      'code_not_valid_package',
      'code_max_uses',
    ]);
  });

  it('treats a coupon without a usable discount as no code at all', () => {
    for (const discount_percent of [undefined, 0, -5, 150, '10']) {
      expect(check(coupon({ discount_percent }), april)).toEqual({ valid: false, failure: 'unknown' });
    }
  });
});

describe('typed codes', () => {
  it('are upper-cased and trimmed', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
  });

  it.each([['WELCOME10'], ['ÉTÉ-2026'], ['SUMMER_26'], ['A'.repeat(40)]])('%s is a plausible code', (code) => {
    expect(isPlausibleCouponCode(code)).toBe(true);
  });

  it.each([[''], ["X' , TRUE(), '"], ['A B'], ['{coupon_code}'], ['A'.repeat(41)]])('%j is never looked up', (code) => {
    expect(isPlausibleCouponCode(code)).toBe(false);
  });
});

import { links, number, text, type RawFields } from './content/fields.ts';

/**
 * The promo-code rules of the spec, in its order: not found, outside its validity dates, not for
 * this package, used up. Validity dates are whole days in the operator's time zone, both inclusive.
 */
export const COUPON_REJECTIONS = ['invalid_code', 'expired_code', 'code_not_valid_package', 'code_max_uses'] as const;
export type CouponRejection = (typeof COUPON_REJECTIONS)[number];

/** Any failure to read the coupon: the visitor may try again. */
export const COUPON_LOOKUP_FAILED = 'error_validating_code';

/** Every answer of the promo-code check that is not a valid code: the spec's five messages. */
export const COUPON_ERRORS = [...COUPON_REJECTIONS, COUPON_LOOKUP_FAILED] as const;
export type CouponError = (typeof COUPON_ERRORS)[number];

export function isCouponError(value: unknown): value is CouponError {
  return typeof value === 'string' && (COUPON_ERRORS as readonly string[]).includes(value);
}

export interface CouponRecord {
  id: string;
  fields: RawFields;
}

export type CouponVerdict =
  | { valid: true; couponId: string; code: string; discountPercent: number }
  | { valid: false; error: CouponRejection };

/** Typed codes are upper-cased, as the spec says; surrounding spaces are a typing slip. */
export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Letters, digits, hyphens and underscores; anything else cannot be a code and is never looked up. */
export function isPlausibleCouponCode(code: string): boolean {
  return /^[\p{L}\p{N}_-]{1,64}$/u.test(code);
}

/** The calendar day of an instant in a time zone, as Airtable writes a date: YYYY-MM-DD. */
export function dayIn(timeZone: string, instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A date field's day; a date-time field's leading day; nothing for any other value. */
function day(fields: RawFields, key: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}/.exec(text(fields, key) ?? '')?.[0];
}

export function evaluateCoupon(
  record: CouponRecord | undefined,
  code: string,
  packageId: string,
  clock: { now: Date; timeZone: string },
): CouponVerdict {
  const discountPercent = record && number(record.fields, 'discount_percent');
  // A coupon without a usable discount cannot be applied: to the visitor it is not a code.
  if (!record || text(record.fields, 'coupon_code')?.toUpperCase() !== code || !discountPercent || discountPercent <= 0 || discountPercent > 100) {
    return { valid: false, error: 'invalid_code' };
  }
  const today = dayIn(clock.timeZone, clock.now);
  const start = day(record.fields, 'validity_date_start');
  const end = day(record.fields, 'validity_date_end');
  if ((start && today < start) || (end && today > end)) return { valid: false, error: 'expired_code' };
  if (!links(record.fields, 'supported_packages').includes(packageId)) return { valid: false, error: 'code_not_valid_package' };
  const maxUses = number(record.fields, 'max_uses');
  if (maxUses !== undefined && (number(record.fields, 'uses') ?? 0) >= maxUses) return { valid: false, error: 'code_max_uses' };
  return { valid: true, couponId: record.id, code, discountPercent };
}

import type { Coupon } from '../schema/coupon.ts';
import { dayIn } from './dates.ts';

/**
 * The promo-code rules of the spec, in its order, by what a refused code fails: it is unknown,
 * outside its validity dates, not for this package, or used up. Validity dates are whole days in
 * the operator's time zone, both inclusive.
 */
export type CouponFailure = 'unknown' | 'outOfDates' | 'otherPackage' | 'usedUp';

/** Codes are short words; a longer input cannot be one (the promo-code field stops there too). */
export const MAX_COUPON_CODE_LENGTH = 40;

export type CouponVerdict =
  | { valid: true; couponId: string; code: string; discountPercent: number }
  | { valid: false; failure: CouponFailure };

/** Typed codes are upper-cased, as the spec says; surrounding spaces are a typing slip. */
export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Letters, digits, hyphens and underscores; anything else cannot be a code and is never looked up. */
export function isPlausibleCouponCode(code: string): boolean {
  return code.length <= MAX_COUPON_CODE_LENGTH && /^[\p{L}\p{N}_-]+$/u.test(code);
}

export function evaluateCoupon(coupon: Coupon | undefined, code: string, packageId: string, clock: { now: Date; timeZone: string }): CouponVerdict {
  const discountPercent = coupon?.discountPercent;
  // A coupon without a usable discount cannot be applied: to the visitor it is not a code.
  if (!coupon || coupon.code.toUpperCase() !== code || !discountPercent || discountPercent <= 0 || discountPercent > 100) {
    return { valid: false, failure: 'unknown' };
  }
  const today = dayIn(clock.timeZone, clock.now);
  if ((coupon.validFrom && today < coupon.validFrom) || (coupon.validUntil && today > coupon.validUntil)) return { valid: false, failure: 'outOfDates' };
  if (!coupon.packageIds.includes(packageId)) return { valid: false, failure: 'otherPackage' };
  if (coupon.maxUses !== undefined && coupon.uses >= coupon.maxUses) return { valid: false, failure: 'usedUp' };
  return { valid: true, couponId: coupon.id, code, discountPercent };
}

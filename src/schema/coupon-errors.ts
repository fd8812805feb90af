import type { CouponFailure } from '../domain/coupon.ts';

/**
 * The keys the interface answers for a refused promo code (decisions.md), which the promo-code
 * modal translates. Plain constants, free of zod, so that islands can use them.
 */
const REJECTION_OF = {
  unknown: 'invalid_code',
  outOfDates: 'expired_code',
  otherPackage: 'code_not_valid_package',
  usedUp: 'code_max_uses',
} as const satisfies Record<CouponFailure, string>;

export type CouponRejection = (typeof REJECTION_OF)[CouponFailure];

/** Any failure to read the coupon: the visitor may try again. */
export const COUPON_LOOKUP_FAILED = 'error_validating_code';

/** Every answer of the promo-code check that is not a valid code: the spec's five messages. */
export const COUPON_ERRORS = [...Object.values(REJECTION_OF), COUPON_LOOKUP_FAILED] as const;
export type CouponError = (typeof COUPON_ERRORS)[number];

/** The interface's key for the rule a code broke. */
export function couponRejection(failure: CouponFailure): CouponRejection {
  return REJECTION_OF[failure];
}

export function isCouponError(value: unknown): value is CouponError {
  return typeof value === 'string' && (COUPON_ERRORS as readonly string[]).includes(value);
}

import type { AppliedCoupon } from '../../domain/booking.ts';
import { COUPON_LOOKUP_FAILED, isCouponError, type CouponError } from '../../schema/coupon-errors.ts';
import { fieldsOf } from './fields.ts';
import { postJson } from './post-json.ts';

type CouponResult = { coupon: AppliedCoupon } | { error: CouponError };

/**
 * Reads the function's answer: a valid code, one of the four rejections, or, for a server fault or
 * an answer of another shape, error_validating_code. Other bad requests read as an invalid code.
 */
export function readCouponAnswer(code: string, status: number, body: unknown): CouponResult {
  if (status >= 500 || typeof body !== 'object' || body === null) return { error: COUPON_LOOKUP_FAILED };
  const { valid, couponId, discountPercent, error } = fieldsOf(body);
  if (status < 300 && valid === true && typeof couponId === 'string' && typeof discountPercent === 'number' && discountPercent >= 0 && discountPercent <= 100) {
    return { coupon: { code, couponId, discountPercent } };
  }
  if (isCouponError(error)) return { error };
  return { error: status >= 400 ? 'invalid_code' : COUPON_LOOKUP_FAILED };
}

export async function validateCoupon(code: string, packageId: string): Promise<CouponResult> {
  try {
    const answer = await postJson('/api/validate-coupon', { code, packageId });
    return readCouponAnswer(code, answer.status, answer.body);
  } catch {
    return { error: COUPON_LOOKUP_FAILED };
  }
}

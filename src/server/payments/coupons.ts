import { formulaString } from '../../airtable/client.ts';
import { tableName } from '../../airtable/tables.ts';
import {
  COUPON_LOOKUP_FAILED,
  evaluateCoupon,
  isPlausibleCouponCode,
  normalizeCouponCode,
  type CouponRejection,
  type CouponVerdict,
} from '../../domain/coupon.ts';
import { airtable } from '../airtable.ts';
import { operatorTimeZone } from '../env.ts';
import { HttpError } from '../http.ts';

/** The interface's English texts of each answer; the promo-code modal shows its own translation. */
export const COUPON_MESSAGES: Readonly<Record<CouponRejection | typeof COUPON_LOOKUP_FAILED, string>> = {
  invalid_code: 'Invalid promo code',
  expired_code: 'This code has expired',
  code_not_valid_package: 'This code is not valid for this package',
  code_max_uses: 'This code has reached maximum uses',
  error_validating_code: 'Error validating code. Please try again.',
};

/** A 5xx only for this: the coupon could not be read (Airtable down or not configured). */
export function couponLookupFailed(): HttpError {
  return new HttpError(502, COUPON_LOOKUP_FAILED, COUPON_MESSAGES.error_validating_code);
}

/**
 * Reads the coupon live from Airtable (coupons are never published) and applies the rules of
 * src/domain/coupon.ts for this package, today in the operator's time zone.
 */
export async function checkCoupon(input: string, packageId: string): Promise<CouponVerdict> {
  const code = normalizeCouponCode(input);
  if (!isPlausibleCouponCode(code)) return { valid: false, error: 'invalid_code' };
  let record;
  try {
    record = await airtable().findFirst(tableName('coupons'), `{coupon_code} = ${formulaString(code)}`);
  } catch (error) {
    console.error(error);
    throw couponLookupFailed();
  }
  return evaluateCoupon(record, code, packageId, { now: new Date(), timeZone: operatorTimeZone() });
}

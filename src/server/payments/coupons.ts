import { formulaString } from '../../airtable/client.ts';
import { tableName } from '../../airtable/tables.ts';
import {
  COUPON_LOOKUP_FAILED,
  evaluateCoupon,
  isPlausibleCouponCode,
  normalizeCouponCode,
  type CouponError,
  type CouponVerdict,
} from '../../domain/coupon.ts';
import packageMessages from '../../i18n/messages/package.ts';
import { airtable } from '../airtable.ts';
import { operatorTimeZone } from '../env.ts';
import { HttpError } from '../http.ts';

/** The interface's English text of each answer: the promo-code modal's, which shows its own translation. */
export const COUPON_MESSAGES: Readonly<Record<CouponError, string>> = packageMessages.en.promo.errors;

/** A 5xx only for this: the coupon could not be read (Airtable down or not configured). */
function couponLookupFailed(): HttpError {
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

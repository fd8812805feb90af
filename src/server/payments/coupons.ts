import { airtableForVisitor } from '../../airtable/connection.ts';
import { findCoupon } from '../../airtable/records/coupons.ts';
import { evaluateCoupon, isPlausibleCouponCode, normalizeCouponCode, type CouponVerdict } from '../../domain/coupon.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Coupon } from '../../schema/coupon.ts';
import { COUPON_LOOKUP_FAILED, type CouponError } from '../../schema/coupon-errors.ts';
import { operatorTimeZone } from '../../config/company.ts';
import { HttpError } from '../http.ts';

/** The interface's English text of each answer: the promo-code modal's, which shows its own translation. */
export const COUPON_MESSAGES: Readonly<Record<CouponError, string>> = useTranslations('en').packageDetail.promo.errors;

/** A 5xx only for this: the coupon could not be read (Airtable down or not configured). */
function couponLookupFailed(): HttpError {
  return new HttpError(502, COUPON_LOOKUP_FAILED, COUPON_MESSAGES[COUPON_LOOKUP_FAILED]);
}

/** A code's verdict, and the coupon as Airtable had it when `readAt` (epoch ms) its read began. */
export interface CouponCheck {
  verdict: CouponVerdict;
  coupon: Coupon | undefined;
  readAt: number;
}

/**
 * Reads the coupon live from Airtable (coupons are never published) and applies the rules of
 * src/domain/coupon.ts for this package, today in the operator's time zone. With a deadline
 * (epoch ms), a slow Airtable is a lookup failure by then.
 */
export async function lookUpCoupon(input: string, packageId: string, deadline?: number): Promise<CouponCheck> {
  const code = normalizeCouponCode(input);
  const readAt = Date.now();
  if (!isPlausibleCouponCode(code)) return { verdict: { valid: false, failure: 'unknown' }, coupon: undefined, readAt };
  let coupon;
  try {
    coupon = await findCoupon(airtableForVisitor(deadline), code);
  } catch (error) {
    console.error(error);
    throw couponLookupFailed();
  }
  return { verdict: evaluateCoupon(coupon, code, packageId, { now: new Date(), timeZone: operatorTimeZone() }), coupon, readAt };
}

/** The code's verdict alone, as the booking widget asks for it. */
export async function checkCoupon(input: string, packageId: string, deadline?: number): Promise<CouponVerdict> {
  return (await lookUpCoupon(input, packageId, deadline)).verdict;
}

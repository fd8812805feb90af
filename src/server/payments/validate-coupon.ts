import { couponBody, couponRefusals, type CouponAnswer } from '../../schema/api.ts';
import { couponRejection } from '../../schema/coupon-errors.ts';
import { HttpError, json, readBody } from '../http.ts';
import { COUPON_MESSAGES, checkCoupon } from './coupons.ts';

/** A visitor waits for the modal's answer: a slow Airtable is a clear "try again" by then, long before Netlify's 60 s. */
export const COUPON_CHECK_BUDGET_MS = 10_000;

/** POST /api/validate-coupon `{ code, packageId }`: the promo-code modal's check. */
export async function validateCoupon(request: Request): Promise<Response> {
  const { code, packageId } = await readBody(request, couponBody, couponRefusals);
  try {
    const verdict = await checkCoupon(code, packageId, Date.now() + COUPON_CHECK_BUDGET_MS);
    if (verdict.valid) return json({ valid: true, couponId: verdict.couponId, discountPercent: verdict.discountPercent } satisfies CouponAnswer);
    const error = couponRejection(verdict.failure);
    return json({ valid: false, error, message: COUPON_MESSAGES[error] } satisfies CouponAnswer);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return json({ valid: false, error: error.key, message: error.message }, error.status);
  }
}

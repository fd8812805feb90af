import { HttpError, json, readJsonBody } from '../http.ts';
import { COUPON_MESSAGES, checkCoupon } from './coupons.ts';

/** POST /api/validate-coupon `{ code, packageId }`: the promo-code modal's check. */
export async function validateCoupon(request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  const { code, packageId } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof code !== 'string' || typeof packageId !== 'string') {
    throw new HttpError(400, 'invalid_request', 'Send { "code": text, "packageId": text }.');
  }
  try {
    const verdict = await checkCoupon(code, packageId);
    if (verdict.valid) return json({ valid: true, couponId: verdict.couponId, discountPercent: verdict.discountPercent });
    return json({ valid: false, error: verdict.error, message: COUPON_MESSAGES[verdict.error] });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return json({ valid: false, error: error.key, message: error.message }, error.status);
  }
}

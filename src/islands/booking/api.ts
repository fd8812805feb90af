import type { AppliedCoupon, CheckoutRequest } from '../../domain/booking.ts';
import { isCouponError, type CouponError } from '../../domain/coupon.ts';

/** The browser's side of `POST /api/validate-coupon` and `POST /api/checkout` (decisions.md). */

export type CouponResult = { coupon: AppliedCoupon } | { error: CouponError };

/**
 * Reads the function's answer: a valid code, one of the four rejections, or, for a server fault or
 * an answer of another shape, error_validating_code. Other bad requests read as an invalid code.
 */
export function readCouponAnswer(code: string, status: number, body: unknown): CouponResult {
  if (status >= 500 || typeof body !== 'object' || body === null) return { error: 'error_validating_code' };
  const { valid, couponId, discountPercent, error } = body as Record<string, unknown>;
  if (status < 300 && valid === true && typeof couponId === 'string' && typeof discountPercent === 'number' && discountPercent >= 0 && discountPercent <= 100) {
    return { coupon: { code, couponId, discountPercent } };
  }
  if (isCouponError(error)) return { error };
  return { error: status >= 400 ? 'invalid_code' : 'error_validating_code' };
}

async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

export async function validateCoupon(code: string, packageId: string): Promise<CouponResult> {
  try {
    const answer = await postJson('/api/validate-coupon', { code, packageId });
    return readCouponAnswer(code, answer.status, answer.body);
  } catch {
    return { error: 'error_validating_code' };
  }
}

export type CheckoutResult = { url: string } | { error: string };

/** The hosted checkout's address when the answer carries a web URL; otherwise the error key, if any. */
export function readCheckoutAnswer(status: number, body: unknown, base: string): CheckoutResult {
  const { url, error } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (status < 300 && typeof url === 'string') {
    try {
      const target = new URL(url, base);
      if (target.protocol === 'https:' || target.protocol === 'http:') return { url: target.href };
    } catch {
      // Not a URL: reported as a failure below.
    }
  }
  return { error: typeof error === 'string' ? error : 'checkout_failed' };
}

export async function startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  try {
    const answer = await postJson('/api/checkout', request);
    return readCheckoutAnswer(answer.status, answer.body, location.href);
  } catch {
    return { error: 'checkout_failed' };
  }
}

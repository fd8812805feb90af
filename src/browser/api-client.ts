import type { AppliedCoupon } from '../domain/booking.ts';
import type { CheckoutBody, PaymentData } from '../schema/api.ts';
import { COUPON_LOOKUP_FAILED, isCouponError, type CouponError } from '../schema/coupon-errors.ts';

/**
 * The islands' side of the functions' interface (decisions.md, src/schema/api.ts): every call to
 * an /api/… function, each answer read defensively, since a proxy or an outage may answer anything.
 */

/** One JSON POST; the answer's body is null when it is not JSON. */
export async function postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

export const fieldsOf = (body: unknown): Record<string, unknown> => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {});

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

export type CheckoutResult = { url: string } | { error: string };

/** The hosted checkout's address when the answer carries a web URL; otherwise the error key, if any. */
export function readCheckoutAnswer(status: number, body: unknown, base: string): CheckoutResult {
  const { url, error } = fieldsOf(body);
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

export async function startCheckout(request: CheckoutBody): Promise<CheckoutResult> {
  try {
    const answer = await postJson('/api/checkout', request);
    return readCheckoutAnswer(answer.status, answer.body, location.href);
  } catch {
    return { error: 'checkout_failed' };
  }
}

/** What a visitor form learns from its function. */
export type RequestOutcome = { ok: true; emailSent: boolean } | { ok: false; error: string };

/**
 * Posts a visitor form to its /api/… function. Only `{ ok: true }` counts as sent; anything else, a
 * lost connection included, is an error key for the form to explain.
 */
export async function postRequest(path: string, request: Readonly<Record<string, unknown>>): Promise<RequestOutcome> {
  try {
    const answer = await postJson(path, request);
    const { ok, emailSent, error } = fieldsOf(answer.body);
    if (answer.status < 300 && ok === true) return { ok: true, emailSent: emailSent !== false };
    if (answer.status === 429) return { ok: false, error: 'rate_limited' };
    return { ok: false, error: answer.status < 500 && typeof error === 'string' ? error : 'not_sent' };
  } catch {
    return { ok: false, error: 'not_sent' };
  }
}

/** The answer of /api/process-payment as read: any field may be missing or of another type. */
export interface PaymentReply {
  status: number;
  success?: unknown;
  error?: unknown;
  message?: unknown;
  data?: Partial<PaymentData>;
}

/** The success page's question: is this checkout session paid? */
export async function checkPayment(sessionId: string, signal: AbortSignal): Promise<PaymentReply> {
  const response = await fetch(`/api/process-payment?sessionId=${encodeURIComponent(sessionId)}`, { signal, headers: { Accept: 'application/json' } });
  return { ...fieldsOf(await response.json().catch(() => null)), status: response.status };
}


import type { AppliedCoupon } from '../domain/booking.ts';
import type { LivePlaces, Places } from '../domain/departure-places.ts';
import type { DepartureAvailability } from '../domain/departures.ts';
import type { AvailabilityAnswer, CheckoutBody, PaymentFields } from '../schema/api.ts';
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

export type CheckoutResult = { url: string } | { error: string; placesLeft?: number };

/**
 * The places a `departure_full` refusal says are left: its `seatsLeft` when it has one, else the
 * count in its message ("Only 2 places are left on this departure."), else none.
 */
function placesLeftOf(fields: Record<string, unknown>): number {
  const { seatsLeft, message } = fields;
  if (typeof seatsLeft === 'number' && Number.isSafeInteger(seatsLeft) && seatsLeft >= 0) return seatsLeft;
  const count = typeof message === 'string' ? /\d+/.exec(message) : null;
  return count ? Number(count[0]) : 0;
}

/** The hosted checkout's address when the answer carries a web URL; otherwise the error key, if any. */
export function readCheckoutAnswer(status: number, body: unknown, base: string): CheckoutResult {
  const fields = fieldsOf(body);
  const { url, error } = fields;
  if (status < 300 && typeof url === 'string') {
    try {
      const target = new URL(url, base);
      if (target.protocol === 'https:' || target.protocol === 'http:') return { url: target.href };
    } catch {
      // Not a URL: reported as a failure below.
    }
  }
  if (error === 'departure_full') return { error, placesLeft: placesLeftOf(fields) };
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
  data?: PaymentFields;
}

/** The success page's question: is this checkout session paid? */
export async function checkPayment(sessionId: string, signal: AbortSignal): Promise<PaymentReply> {
  const response = await fetch(`/api/process-payment?sessionId=${encodeURIComponent(sessionId)}`, { signal, headers: { Accept: 'application/json' } });
  return { ...fieldsOf(await response.json().catch(() => null)), status: response.status };
}

/** What confirming a deletion ended in, as the confirmation page tells it. */
export type DeletionConfirmOutcome = 'completed' | 'waiting' | 'invalid' | 'expired' | 'inProgress' | 'rateLimited' | 'incomplete';

/**
 * Confirms a deletion with the emailed link's token. A fault, an outage or an answer of another
 * shape reads as `incomplete`: the same link may be used again.
 */
export async function confirmDeletion(token: string): Promise<DeletionConfirmOutcome> {
  try {
    const answer = await postJson('/api/confirm-deletion', { token });
    const { ok, status } = fieldsOf(answer.body);
    if (answer.status < 300 && ok === true && (status === 'completed' || status === 'waiting')) return status;
    if (answer.status === 410) return 'expired';
    if (answer.status === 409) return 'inProgress';
    if (answer.status === 429) return 'rateLimited';
    return answer.status === 400 ? 'invalid' : 'incomplete';
  } catch {
    return 'incomplete';
  }
}

const AVAILABILITIES: readonly string[] = ['open', 'guaranteed', 'full', 'closed'] satisfies DepartureAvailability[];

/** One departure of the answer, when it has an id, a whole number of places left and a known status. */
function placesEntry(entry: unknown): [string, Places] | undefined {
  const { id, seatsLeft, status } = fieldsOf(entry) as Partial<Record<keyof AvailabilityAnswer['departures'][number], unknown>>;
  if (typeof id !== 'string' || typeof seatsLeft !== 'number' || !Number.isSafeInteger(seatsLeft) || seatsLeft < 0) return undefined;
  if (typeof status !== 'string' || !AVAILABILITIES.includes(status)) return undefined;
  return [id, { seatsLeft, availability: status as DepartureAvailability }];
}

/** The places of each departure the answer names readably; null for an answer of another shape. */
export function readAvailabilityAnswer(status: number, body: unknown): LivePlaces | null {
  const { departures } = fieldsOf(body);
  if (status >= 300 || !Array.isArray(departures)) return null;
  return new Map(departures.map(placesEntry).filter((entry) => entry !== undefined));
}

/** How long the page waits for the live places before it keeps the figures of the build. */
const AVAILABILITY_TIMEOUT_MS = 8000;

/** The places left now on the package's departures, or null when they cannot be had (the page keeps what it shows). */
export async function fetchAvailability(packageId: string): Promise<LivePlaces | null> {
  try {
    const response = await fetch(`/api/availability?packageId=${encodeURIComponent(packageId)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(AVAILABILITY_TIMEOUT_MS),
    });
    return readAvailabilityAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return null;
  }
}

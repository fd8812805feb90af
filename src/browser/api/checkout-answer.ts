import { fieldsOf } from './fields.ts';

/** What opening a Stripe Checkout gives the page: the hosted checkout's address, or the error key. */
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

/**
 * The hosted checkout's address when the answer carries a web URL; otherwise the error key, if any.
 * Read alike for a booking (/api/checkout) and a balance (/api/balance-checkout).
 */
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

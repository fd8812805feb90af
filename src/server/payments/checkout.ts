import { operatorTimeZone } from '../../config/company.ts';
import { resolveBooking, type ResolvedBooking } from '../../domain/booking-request.ts';
import { priceSelection, type AppliedCoupon } from '../../domain/booking.ts';
import { toMinor } from '../../domain/currency.ts';
import { dayIn } from '../../domain/dates.ts';
import { isChargeable, quote, type PriceQuote } from '../../domain/pricing.ts';
import { checkoutBody, checkoutRefusals, type CheckoutAnswer, type CheckoutRequest } from '../../schema/api.ts';
import { couponRejection } from '../../schema/coupon-errors.ts';
import type { BookingFacts } from '../../schema/payment.ts';
import { publishedCatalog } from '../catalog.ts';
import { siteOrigin } from '../env.ts';
import { HttpError, json, readBody } from '../http.ts';
import { closeAttempt, holdExpiry, openAttempt } from '../ledger/attempts.ts';
import { bindHolds, refsOf, releaseHolds, takeHolds, type Holds } from '../ledger/holds.ts';
import { ledgerStore } from '../ledger/store.ts';
import { createCheckoutSession } from './checkout-session.ts';
import { COUPON_MESSAGES, lookUpCoupon, type CouponCheck } from './coupons.ts';

/**
 * Everything a checkout does is over by then, well inside Netlify's 60 s: past it the visitor gets
 * a clear 503 and nothing stays held.
 */
export const CHECKOUT_DEADLINE_MS = 25_000;

type CheckedCoupon = AppliedCoupon & Pick<CouponCheck, 'readAt'> & { uses: number; maxUses: number | undefined };

/** The code re-validated live: a 400 that names the rule it breaks. */
async function applicableCoupon(order: CheckoutRequest, deadline: number): Promise<CheckedCoupon | undefined> {
  if (!order.couponCode) return undefined;
  const { verdict, coupon, readAt } = await lookUpCoupon(order.couponCode, order.packageId, deadline);
  if (!verdict.valid || !coupon) {
    const error = couponRejection(verdict.valid ? 'unknown' : verdict.failure);
    throw new HttpError(400, error, COUPON_MESSAGES[error]);
  }
  return { couponId: verdict.couponId, code: verdict.code, discountPercent: verdict.discountPercent, uses: coupon.uses, maxUses: coupon.maxUses, readAt };
}

function bookingFacts(order: CheckoutRequest, booking: ResolvedBooking, price: PriceQuote, coupon: AppliedCoupon | undefined, holdId: string): BookingFacts {
  return {
    packageId: booking.package.id,
    packageName: booking.package.name,
    versionId: booking.version.id,
    versionName: booking.version.name,
    stepIds: booking.steps.map((step) => step.id),
    quantity: order.quantity,
    currency: order.currency,
    total: price.total,
    payment: price.payment,
    paidNowMinor: toMinor(price.dueNow),
    balance: price.balance,
    departureId: booking.departure?.id,
    startDate: booking.departure?.startDate,
    balanceDueDate: price.balanceDueDate,
    couponCode: coupon?.code,
    couponId: coupon?.couponId,
    discountPercent: coupon?.discountPercent ?? 0,
    language: order.language,
    holdId,
  };
}

/**
 * POST /api/checkout: validates the selection against the published catalog, re-validates the
 * coupon live, prices it with the shared pricing module, holds the departure's places and the
 * code's use in the ledger, and opens a Checkout Session for what is due now. Whatever price,
 * amount or discount the browser sends is never read. If the session cannot be made, the holds go.
 */
export async function startCheckout(request: Request): Promise<Response> {
  const deadline = Date.now() + CHECKOUT_DEADLINE_MS;
  const order = await readBody(request, checkoutBody, checkoutRefusals);
  // Where Stripe sends the visitor back; without a configured origin nothing is started (503).
  const origin = siteOrigin();
  const today = dayIn(operatorTimeZone(), new Date());
  const resolved = resolveBooking(order, await publishedCatalog(), today);
  if (!resolved.ok) throw new HttpError(400, resolved.error, resolved.message);
  const booking = resolved.value;
  const coupon = await applicableCoupon(order, deadline);

  const selection = { versionId: booking.version.id, departureId: booking.departure?.id ?? null, stepIds: order.stepIds, quantity: order.quantity, coupon: coupon ?? null };
  const price = quote(priceSelection(booking.package, selection, order.currency, today));
  if (!isChargeable(price)) {
    throw new HttpError(400, 'amount_too_small', 'What is due now is below the smallest amount that can be charged.');
  }

  const store = ledgerStore();
  const attempt = await openAttempt(store, order, Date.now(), deadline);
  const holds: Holds = {
    holdId: attempt.holdId,
    expiresAt: holdExpiry(attempt),
    departure: booking.departure && { id: booking.departure.id, seats: booking.departure.seats, closed: booking.departure.status === 'closed', quantity: order.quantity },
    coupon: coupon && { id: coupon.couponId, uses: coupon.uses, maxUses: coupon.maxUses, readAt: coupon.readAt },
  };
  await takeHolds(store, holds, Date.now(), deadline);
  let session;
  try {
    session = await createCheckoutSession(bookingFacts(order, booking, price, coupon, attempt.holdId), booking, origin, attempt, deadline);
  } catch (error) {
    // Given back even past the deadline: held places nobody can pay for would turn travellers away.
    const settleBy = Date.now() + 5_000;
    await Promise.all([releaseHolds(store, refsOf(holds), undefined, settleBy), closeAttempt(store, attempt.holdId, settleBy)]).catch((failure: unknown) => console.error(failure));
    throw error;
  }
  await bindHolds(store, holds, session.id, Math.max(deadline, Date.now() + 2_000)).catch((error: unknown) => console.error(error));
  return json({ url: session.url } satisfies CheckoutAnswer);
}

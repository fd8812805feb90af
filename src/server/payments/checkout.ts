import { resolveBooking } from '../../domain/booking-request.ts';
import { priceSelection, type AppliedCoupon } from '../../domain/booking.ts';
import { toMinor } from '../../domain/currency.ts';
import { dayIn } from '../../domain/dates.ts';
import { isChargeable, quote } from '../../domain/pricing.ts';
import { checkoutBody, checkoutRefusals, type CheckoutAnswer } from '../../schema/api.ts';
import { couponRejection } from '../../schema/coupon-errors.ts';
import type { BookingFacts } from '../../schema/payment.ts';
import { publishedCatalog } from '../catalog.ts';
import { operatorTimeZone } from '../../config/company.ts';
import { siteOrigin } from '../env.ts';
import { HttpError, json, readBody } from '../http.ts';
import { createCheckoutSession, visitorOf } from './checkout-session.ts';
import { COUPON_MESSAGES, checkCoupon } from './coupons.ts';

/**
 * POST /api/checkout: validates the selection against the published catalog, re-validates the
 * coupon live, prices it with the shared pricing module and opens a Checkout Session for the
 * deposit. Whatever price, amount or discount the browser sends is never read.
 */
export async function startCheckout(request: Request): Promise<Response> {
  const order = await readBody(request, checkoutBody, checkoutRefusals);
  // Where Stripe sends the visitor back; without a configured origin nothing is started (503).
  const origin = siteOrigin();
  const today = dayIn(operatorTimeZone(), new Date());
  const resolved = resolveBooking(order, await publishedCatalog(), today);
  if (!resolved.ok) throw new HttpError(400, resolved.error, resolved.message);
  const booking = resolved.value;

  let coupon: AppliedCoupon | undefined;
  if (order.couponCode) {
    const verdict = await checkCoupon(order.couponCode, order.packageId);
    if (!verdict.valid) {
      const error = couponRejection(verdict.failure);
      throw new HttpError(400, error, COUPON_MESSAGES[error]);
    }
    coupon = { couponId: verdict.couponId, code: verdict.code, discountPercent: verdict.discountPercent };
  }

  const selection = {
    versionId: booking.version.id,
    departureId: booking.departure?.id ?? null,
    stepIds: order.stepIds,
    quantity: order.quantity,
    coupon: coupon ?? null,
  };
  const price = quote(priceSelection(booking.package, selection, order.currency, today));
  if (!isChargeable(price)) {
    throw new HttpError(400, 'amount_too_small', 'What is due now is below the smallest amount that can be charged.');
  }
  const facts: BookingFacts = {
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
  };
  const url = await createCheckoutSession(facts, booking, origin, visitorOf(request));
  return json({ url } satisfies CheckoutAnswer);
}

import { parseBookingRequest, priceSelection, resolveBooking } from '../../domain/booking-request.ts';
import type { Currency } from '../../domain/currency.ts';
import { quote } from '../../domain/pricing.ts';
import { publishedCatalog } from '../catalog.ts';
import { siteOrigin } from '../env.ts';
import { HttpError, json, readJsonBody } from '../http.ts';
import type { BookingFacts } from './booking-metadata.ts';
import { createCheckoutSession, visitorOf } from './checkout-session.ts';
import { COUPON_MESSAGES, checkCoupon } from './coupons.ts';

/** Stripe's smallest charge per currency, in minor units. */
const MINIMUM_CHARGE_MINOR: Readonly<Record<Currency, number>> = { EUR: 50, USD: 50, CHF: 50, GBP: 30 };

/**
 * POST /api/checkout: validates the selection against the published catalog, re-validates the
 * coupon live, prices it with the shared pricing module and opens a Checkout Session for the
 * deposit. Whatever price, amount or discount the browser sends is never read.
 */
export async function startCheckout(request: Request): Promise<Response> {
  const parsed = parseBookingRequest(await readJsonBody(request));
  if (!parsed.ok) throw new HttpError(400, parsed.error, parsed.message);
  const order = parsed.value;
  const resolved = resolveBooking(order, await publishedCatalog());
  if (!resolved.ok) throw new HttpError(400, resolved.error, resolved.message);
  const booking = resolved.value;

  let coupon: { id: string; code: string; discountPercent: number } | undefined;
  if (order.couponCode) {
    const verdict = await checkCoupon(order.couponCode, order.packageId);
    if (!verdict.valid) throw new HttpError(400, verdict.error, COUPON_MESSAGES[verdict.error]);
    coupon = { id: verdict.couponId, code: verdict.code, discountPercent: verdict.discountPercent };
  }

  const price = quote(priceSelection(booking, order, coupon?.discountPercent ?? 0));
  if (price.depositMinor < MINIMUM_CHARGE_MINOR[order.currency]) {
    throw new HttpError(400, 'amount_too_small', 'The deposit is below the smallest amount that can be charged.');
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
    depositMinor: price.depositMinor,
    couponCode: coupon?.code,
    couponId: coupon?.id,
    discountPercent: coupon?.discountPercent ?? 0,
    language: order.language,
  };
  const url = await createCheckoutSession(facts, booking, siteOrigin(request), visitorOf(request));
  return json({ url });
}

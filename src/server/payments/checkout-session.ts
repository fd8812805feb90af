import type { ResolvedBooking } from '../../domain/booking-request.ts';
import { formatDateRange } from '../../domain/date-format.ts';
import { endDateOf } from '../../domain/departures.ts';
import { localizedPath } from '../../domain/languages.ts';
import { DEPOSIT_PERCENT } from '../../domain/pricing.ts';
import { countText, format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { BookingFacts } from '../../schema/payment.ts';
import { beforeDeadline, DeadlineExceeded } from '../../lib/deadline.ts';
import { HttpError } from '../http.ts';
import type { Attempt } from '../ledger/attempts.ts';
import { toMetadata } from './booking-metadata.ts';
import { STRIPE_TIMEOUT_MS, isStripeError, stripeClient } from './stripe-client.ts';

const unavailable = (status: 502 | 503) => new HttpError(status, 'payment_unavailable', 'The payment page could not be opened. Please try again in a moment.');

/** The line item's description, in the visitor's language: deposit or full price, travellers, dates, steps, discount. */
function description(facts: BookingFacts, booking: ResolvedBooking): string {
  const t = useTranslations(facts.language).payment;
  const travellers = countText(t.travellers, facts.quantity);
  const departure = booking.departure;
  const parts = [
    facts.payment === 'full' && departure
      ? format(t.checkout.full, { travellers, dates: formatDateRange(departure.startDate, endDateOf(departure.startDate, booking.version.durationDays), facts.language) })
      : format(t.checkout.deposit, { percent: DEPOSIT_PERCENT, travellers }),
  ];
  if (booking.steps.length > 0) parts.push(format(t.checkout.steps, { steps: booking.steps.map((step) => step.name[facts.language]).join(', ') }));
  if (facts.couponCode) parts.push(format(t.checkout.discount, { percent: facts.discountPercent, code: facts.couponCode }));
  return parts.join(' · ');
}

/**
 * Creates the hosted Checkout Session of an attempt: one line item (the deposit or the full price),
 * the email collected, a customer created, the card saved for a deposit's balance. The attempt's
 * hold id is the idempotency key and its expiry the session's, so that a repeat of the attempt
 * sends Stripe the same request and gets the same session. Past `deadline`, a 503.
 */
export async function createCheckoutSession(
  facts: BookingFacts,
  booking: ResolvedBooking,
  origin: string,
  attempt: Attempt,
  deadline: number,
): Promise<{ id: string; url: string }> {
  const successPath = localizedPath(facts.language, '/success/');
  const packagePath = localizedPath(facts.language, `/packages/${booking.package.slug}/`);
  const creation = stripeClient().checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: facts.currency.toLowerCase(),
            unit_amount: facts.paidNowMinor,
            product_data: { name: `${booking.package.name} – ${booking.version.name}`, description: description(facts, booking) },
          },
        },
      ],
      customer_creation: 'always',
      // A deposit saves the card, for the balance; a trip paid in full saves nothing.
      payment_intent_data: { ...(facts.payment === 'deposit' && { setup_future_usage: 'off_session' }), metadata: toMetadata(facts) },
      locale: facts.language,
      expires_at: attempt.sessionExpiresAt,
      success_url: `${origin}${successPath}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}${packagePath}`,
      metadata: toMetadata(facts),
    },
    { idempotencyKey: `checkout-${attempt.holdId}`, timeout: Math.max(1, Math.min(STRIPE_TIMEOUT_MS, deadline - Date.now())) },
  );
  let session;
  try {
    session = await beforeDeadline(creation, deadline, 'Creating the Checkout Session');
  } catch (error) {
    if (error instanceof DeadlineExceeded) throw unavailable(503);
    if (!isStripeError(error)) throw error;
    console.error(error);
    throw unavailable(502);
  }
  if (!session.url) throw unavailable(502);
  return { id: session.id, url: session.url };
}

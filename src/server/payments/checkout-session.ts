import { createHash } from 'node:crypto';
import type { ResolvedBooking } from '../../domain/booking-request.ts';
import { formatDateRange } from '../../domain/date-range.ts';
import { endDateOf } from '../../domain/departures.ts';
import { localizedPath } from '../../domain/languages.ts';
import { DEPOSIT_PERCENT } from '../../domain/pricing.ts';
import { countText, format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { BookingFacts } from '../../schema/payment.ts';
import { HttpError } from '../http.ts';
import { toMetadata } from './booking-metadata.ts';
import { isStripeError, stripeClient } from './stripe-client.ts';

/**
 * Two clicks of the same visitor on the same selection within one such window make one session:
 * the idempotency key is the same, so Stripe answers the first session again. Windows are fixed
 * minutes, so two clicks straddling a minute's end make two sessions (both payable, harmless).
 */
const DOUBLE_CLICK_WINDOW_MS = 60_000;

/** The visitor, as far as a function can tell them apart: their address and browser. */
export function visitorOf(request: Request): string {
  const address = request.headers.get('x-nf-client-connection-ip') ?? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
  return `${address}|${request.headers.get('user-agent') ?? ''}`;
}

/**
 * Derived from what is being bought, by whom and in which minute, never random: a double click
 * sends the same request twice and Stripe creates one session for both. Another visitor, or the
 * same one later on, gets a new session, never someone else's paid one.
 */
export function idempotencyKey(facts: BookingFacts, visitor: string, now = Date.now()): string {
  const content = JSON.stringify([facts, visitor, Math.floor(now / DOUBLE_CLICK_WINDOW_MS)]);
  return `checkout-${createHash('sha256').update(content).digest('hex')}`;
}

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
 * Creates the hosted Checkout Session for the deposit: one line item, the email collected, a
 * customer created and the card saved for the balance. Answers the page to send the visitor to.
 */
export async function createCheckoutSession(facts: BookingFacts, booking: ResolvedBooking, origin: string, visitor: string): Promise<string> {
  const successPath = localizedPath(facts.language, '/success/');
  const packagePath = localizedPath(facts.language, `/packages/${booking.package.slug}/`);
  let url: string | null;
  try {
    const session = await stripeClient().checkout.sessions.create(
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
        success_url: `${origin}${successPath}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${packagePath}`,
        metadata: toMetadata(facts),
      },
      { idempotencyKey: idempotencyKey(facts, visitor) },
    );
    url = session.url;
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error(error);
    throw new HttpError(502, 'payment_unavailable', 'The payment page could not be opened. Please try again in a moment.');
  }
  if (!url) throw new HttpError(502, 'payment_unavailable', 'The payment page could not be opened. Please try again in a moment.');
  return url;
}

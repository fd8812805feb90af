import type Stripe from 'stripe';
import { toMinor } from '../../domain/currency.ts';
import { formatDateRange } from '../../domain/date-format.ts';
import { localizedPath } from '../../domain/languages.ts';
import { countText, format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import { balanceSessionSchema, type BalanceSession, type BookingBalance } from '../../schema/balance.ts';
import { HttpError } from '../http.ts';
import { isStripeError, stripeClient } from '../payments/stripe-client.ts';
import type { TripDates } from './trip-dates.ts';

/** Two clicks on "Pay the balance" within the same minute open the same session, never two payable ones. */
const DOUBLE_CLICK_WINDOW_MS = 60_000;

/** The key a balance's PaymentIntent carries, whether the job charged it or the traveller paid it on Checkout. */
export const BALANCE_FOR = 'balanceFor';

function toMetadata(facts: BalanceSession): Record<string, string> {
  return { ...facts, quantity: String(facts.quantity) };
}

/** The balance a Checkout Session paid; undefined for any other session. */
export function balanceOfSession(session: Stripe.Checkout.Session): BalanceSession | undefined {
  const metadata = session.metadata ?? {};
  const parsed = balanceSessionSchema.safeParse({ ...metadata, quantity: Number(metadata.quantity) });
  return parsed.success ? parsed.data : undefined;
}

/**
 * A fresh Checkout Session for the balance: the booking's customer (so the payment sits with the
 * booking's in Stripe), the balance as one line item, the PaymentIntent marked with the booking so
 * the job would find it paid. Answers the page to send the traveller to.
 */
export async function createBalanceSession(booking: BookingBalance, dates: TripDates, token: string, origin: string, now = Date.now()): Promise<string> {
  const lang = booking.language;
  const t = useTranslations(lang);
  const facts: BalanceSession = {
    kind: 'balance',
    bookingSessionId: booking.sessionId,
    packageId: booking.packageId,
    packageName: booking.packageName,
    quantity: booking.quantity,
    startDate: dates.startDate,
    endDate: dates.endDate,
    language: lang,
  };
  const description = format(t.balance.checkout.line, { travellers: countText(t.payment.travellers, booking.quantity), dates: formatDateRange(dates.startDate, dates.endDate, lang) });
  let url: string | null;
  try {
    const session = await stripeClient().checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: booking.currency.toLowerCase(), unit_amount: toMinor(booking.balance), product_data: { name: booking.packageName, description } } }],
        ...(booking.stripeCustomerId ? { customer: booking.stripeCustomerId } : { customer_email: booking.customerEmail, customer_creation: 'always' as const }),
        payment_intent_data: { metadata: { [BALANCE_FOR]: booking.sessionId } },
        locale: lang,
        success_url: `${origin}${localizedPath(lang, '/success/')}?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${localizedPath(lang, '/balance/')}?token=${encodeURIComponent(token)}`,
        metadata: toMetadata(facts),
      },
      { idempotencyKey: `balance-checkout-${booking.sessionId}-${Math.floor(now / DOUBLE_CLICK_WINDOW_MS)}` },
    );
    url = session.url;
  } catch (error) {
    if (!isStripeError(error)) throw error;
    console.error(error);
    url = null;
  }
  if (!url) throw new HttpError(502, 'payment_unavailable', 'The payment page could not be opened. Please try again in a moment.');
  return url;
}

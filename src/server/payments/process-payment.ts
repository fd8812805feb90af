import type Stripe from 'stripe';
import { fromMinor, toCurrency } from '../../domain/currency.ts';
import { endDateOf } from '../../domain/departures.ts';
import { waitAtMost } from '../../lib/deadline.ts';
import type { PaymentAnswer } from '../../schema/api.ts';
import type { BalanceSession } from '../../schema/balance.ts';
import { publishedCatalog } from '../catalog.ts';
import { balanceOfSession } from '../balances/balance-session.ts';
import { recordBalancePayment } from '../balances/balance-paid.ts';
import { json } from '../http.ts';
import { paidBooking } from './paid-booking.ts';
import { recordPayment } from './record-payment.ts';
import { isStripeError, stripeClient } from './stripe-client.ts';

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;
/**
 * The visitor waits on the success page: Stripe gets two tries of 8 s for the session, and the
 * booking's (or a balance's) recording 5 s (the webhook, which Stripe retries, completes whatever is left), so the
 * page has its answer within about 25 s whatever Stripe and Airtable do, never Netlify's 60.
 */
const STRIPE_READ = { timeout: 8_000, maxNetworkRetries: 1 } as const;
export const RECORDING_WAIT_MS = 5_000;

const failure = (status: number, error: string, message: string) => json({ success: false, error, message } satisfies PaymentAnswer, status);

/**
 * GET /api/process-payment?sessionId=…: the success page's check, answered from the Stripe session.
 * Paid only when Stripe says so; a paid booking the webhook has not recorded yet is recorded here
 * too (recording is idempotent), but the answer never waits more than a few seconds for it.
 */
export async function processPayment(request: Request): Promise<Response> {
  const sessionId = new URL(request.url).searchParams.get('sessionId') ?? '';
  if (!sessionId) return failure(400, 'missing_session_id', 'No session ID found');
  if (!SESSION_ID.test(sessionId)) return failure(400, 'invalid_session_id', 'This is not a checkout session ID.');

  let session;
  try {
    session = await stripeClient().checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] }, STRIPE_READ);
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return failure(404, 'session_not_found', 'No payment was found for this session.');
    if (!isStripeError(error)) throw error;
    console.error(error);
    return failure(502, 'payment_unavailable', 'The payment could not be checked. Please reload the page in a moment.');
  }
  if (session.payment_status !== 'paid') return json({ success: false, error: 'payment_not_completed', message: 'Payment processing failed' } satisfies PaymentAnswer);
  const balance = balanceOfSession(session);
  if (balance) return balancePaid(session, balance);
  const booking = paidBooking(session);
  if (!booking) return failure(404, 'session_not_found', 'No booking was found for this session.');

  // The payment stands even if recording it fails or lags here: the webhook, retried by Stripe, records it.
  await waitAtMost(
    recordPayment(booking).catch((error: unknown) => console.error(error)),
    RECORDING_WAIT_MS,
  );
  const durationDays = (await publishedCatalog().catch(() => undefined))?.packages
    .find((pkg) => pkg.id === booking.packageId)
    ?.versions.find((version) => version.id === booking.versionId)?.durationDays;
  return json({
    success: true,
    data: {
      kind: 'booking',
      packageName: booking.packageName,
      packageId: booking.packageId,
      amount: fromMinor(booking.paidNowMinor),
      currency: booking.currency,
      quantity: booking.quantity,
      payment: booking.payment,
      total: booking.total,
      balance: booking.balance,
      ...(booking.startDate && { startDate: booking.startDate, endDate: endDateOf(booking.startDate, durationDays) }),
      ...(booking.balanceDueDate && { balanceDueDate: booking.balanceDueDate }),
    },
  } satisfies PaymentAnswer);
}

/** A paid balance: recorded here too if the webhook has not yet (recording is idempotent); nothing remains. */
async function balancePaid(session: Stripe.Checkout.Session, balance: BalanceSession): Promise<Response> {
  await recordBalancePayment(session, Date.now() + RECORDING_WAIT_MS).catch((error: unknown) => console.error(error));
  return json({
    success: true,
    data: {
      kind: 'balance',
      packageName: balance.packageName,
      packageId: balance.packageId,
      amount: fromMinor(session.amount_total ?? 0),
      currency: toCurrency(session.currency?.toUpperCase()),
      quantity: balance.quantity,
      startDate: balance.startDate,
      endDate: balance.endDate,
    },
  } satisfies PaymentAnswer);
}

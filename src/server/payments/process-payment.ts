import { fromMinor } from '../../domain/currency.ts';
import { endDateOf } from '../../domain/departures.ts';
import { beforeDeadline } from '../../lib/deadline.ts';
import type { PaymentAnswer } from '../../schema/api.ts';
import { publishedCatalog } from '../catalog.ts';
import { json } from '../http.ts';
import { fulfilBooking } from './fulfilment.ts';
import { paidBooking } from './paid-booking.ts';
import { isStripeError, stripeClient } from './stripe-client.ts';

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{1,200}$/;

/**
 * The visitor waits on the success page: Stripe gets two tries of 8 s for the session, and the
 * booking's recording 5 s (the webhook, which Stripe retries, completes whatever is left), so the
 * page has its answer within about 25 s whatever Stripe and Airtable do, never Netlify's 60.
 */
const STRIPE_READ = { timeout: 8_000, maxNetworkRetries: 1 } as const;
export const RECORDING_WAIT_MS = 5_000;

const failure = (status: number, error: string, message: string) => json({ success: false, error, message } satisfies PaymentAnswer, status);

/**
 * GET /api/process-payment?sessionId=…: the success page's check. Paid only when Stripe says so;
 * a paid booking the webhook has not recorded yet is recorded here (fulfilment is idempotent).
 */
export async function processPayment(request: Request): Promise<Response> {
  const sessionId = new URL(request.url).searchParams.get('sessionId') ?? '';
  if (!sessionId) return failure(400, 'missing_session_id', 'No session ID found');
  if (!SESSION_ID.test(sessionId)) return failure(400, 'invalid_session_id', 'This is not a checkout session ID.');

  let session;
  try {
    session = await stripeClient().checkout.sessions.retrieve(sessionId, {}, STRIPE_READ);
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return failure(404, 'session_not_found', 'No payment was found for this session.');
    if (!isStripeError(error)) throw error;
    console.error(error);
    return failure(502, 'payment_unavailable', 'The payment could not be checked. Please reload the page in a moment.');
  }
  if (session.payment_status !== 'paid') return json({ success: false, error: 'payment_not_completed', message: 'Payment processing failed' } satisfies PaymentAnswer);
  const booking = paidBooking(session);
  if (!booking) return failure(404, 'session_not_found', 'No booking was found for this session.');

  // The payment stands even if recording it fails or lingers here: the webhook, retried by Stripe, records it.
  const recording = fulfilBooking(booking).catch((error: unknown) => console.error(error));
  await beforeDeadline(recording, Date.now() + RECORDING_WAIT_MS, 'Recording the booking').catch((error: unknown) => console.error(error));
  const durationDays = (await publishedCatalog().catch(() => undefined))?.packages
    .find((pkg) => pkg.id === booking.packageId)
    ?.versions.find((version) => version.id === booking.versionId)?.durationDays;
  return json({
    success: true,
    data: {
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

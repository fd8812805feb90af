import { airtableForVisitor } from '../../airtable/connection.ts';
import { operatorTimeZone } from '../../config/company.ts';
import { balanceNotPayable, isBalanceLinkValid, type NotPayable } from '../../domain/balance.ts';
import { dayIn } from '../../domain/dates.ts';
import { balanceCheckoutBody, balanceCheckoutRefusals, type BalanceAnswer, type BalanceCheckoutAnswer, type BookingBalance } from '../../schema/balance.ts';
import { siteOrigin } from '../env.ts';
import { HttpError, json, readBody } from '../http.ts';
import { bookingOfSession } from './booking-balances.ts';
import { createBalanceSession } from './balance-session.ts';
import { readBalanceToken } from './balance-token.ts';
import { tripDates } from './trip-dates.ts';

/** A visitor is waiting: Airtable gets this long. */
const AIRTABLE_BUDGET_MS = 12_000;

const invalidToken = () => new HttpError(400, 'invalid_token', 'This payment link is not valid, or the trip it pays for has started.');

const NOT_DUE_MESSAGES: Readonly<Record<NotPayable, string>> = {
  paid: 'The balance of this booking is already paid.',
  cancelled: 'This booking is cancelled.',
  'nothing to pay': 'There is no balance to pay on this booking.',
};

/** The booking whose balance the token's link pays, if it can still be paid; otherwise the answer that says why not. */
async function payableBalance(token: string): Promise<BookingBalance> {
  const sessionId = readBalanceToken(token);
  if (!sessionId) throw invalidToken();
  let booking;
  try {
    booking = await bookingOfSession(airtableForVisitor(Date.now() + AIRTABLE_BUDGET_MS), sessionId);
  } catch (error) {
    console.error(error);
    throw new HttpError(502, 'booking_unavailable', 'The booking could not be read just now. Please try again in a moment.');
  }
  // A signed link whose booking row is gone, or cannot be read as a balance, pays nothing.
  if (!booking || !isBalanceLinkValid(booking, dayIn(operatorTimeZone(), new Date()))) throw invalidToken();
  const notPayable = balanceNotPayable(booking);
  if (notPayable) throw new HttpError(409, 'balance_not_due', NOT_DUE_MESSAGES[notPayable]);
  return booking;
}

/**
 * GET /api/balance-checkout?token=…: the booking the emailed link pays (trip, dates, balance), for
 * the balance page. POST `{ token }`: a fresh Checkout Session for the balance, `{ url }`. Only a
 * POST makes a session, so that a link scanner opening the page never does.
 */
export async function balanceCheckout(request: Request): Promise<Response> {
  if (request.method === 'GET') {
    const booking = await payableBalance(new URL(request.url).searchParams.get('token') ?? '');
    const dates = await tripDates(booking);
    return json({ packageName: booking.packageName, quantity: booking.quantity, ...dates, currency: booking.currency, balance: booking.balance } satisfies BalanceAnswer);
  }
  const { token } = await readBody(request, balanceCheckoutBody, balanceCheckoutRefusals);
  const booking = await payableBalance(token);
  const url = await createBalanceSession(booking, await tripDates(booking), token, siteOrigin());
  return json({ url } satisfies BalanceCheckoutAnswer);
}

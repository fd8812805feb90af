import Stripe from 'stripe';
import type { AirtableClient } from '../../airtable/client.ts';
import { setBalanceStatus } from '../../airtable/records/booking-balances.ts';
import type { BalanceRefusal } from '../../domain/balance.ts';
import { toMinor } from '../../domain/currency.ts';
import type { BookingBalance } from '../../schema/balance.ts';
import { balanceNotice } from '../emails/balance-notice.ts';
import { balancePaymentLink } from '../emails/balance-payment-link.ts';
import { balanceReceipt } from '../emails/balance-receipt.ts';
import type { Operator } from '../env.ts';
import { balanceMailId, sendBalanceMail, type BalanceMail } from './balance-mail.ts';
import { BALANCE_FOR } from './balance-session.ts';
import { balanceLinkUrl } from './balance-token.ts';
import { tripDates } from './trip-dates.ts';

/** `retry`: left `scheduled` for the next run (a fault, or a payment still processing). */
export type BalanceOutcome = 'paid' | 'action needed' | 'retry';

export interface CollectionRun {
  base: AirtableClient;
  stripe: Stripe;
  operator: Operator;
  /** The site's public origin, for the balance link. */
  origin: string;
  /** The operator's day. */
  today: string;
  /** Epoch ms by which the run is over. */
  deadline: number;
}

/** Stripe calls of the run get the time left, at most 8 s an attempt, and retry only when there is time for it. */
function withinRun(deadline: number): Stripe.RequestOptions {
  const left = deadline - Date.now();
  return { timeout: Math.max(1_000, Math.min(8_000, left)), maxNetworkRetries: left > 16_000 ? 1 : 0 };
}

/**
 * The balance's own PaymentIntent, if one exists, found among the customer's by `metadata.balanceFor`:
 * a succeeded one (the charge of a run that died before recording it, or the link's payment) or one
 * still processing. Failed attempts do not count.
 */
async function earlierPayment(run: CollectionRun, booking: BookingBalance, customer: string): Promise<Stripe.PaymentIntent | undefined> {
  const intents = await run.stripe.paymentIntents.list({ customer, limit: 100 }, withinRun(run.deadline));
  const own = intents.data.filter((intent) => intent.metadata?.[BALANCE_FOR] === booking.sessionId);
  return own.find((intent) => intent.status === 'succeeded') ?? own.find((intent) => intent.status === 'processing');
}

/**
 * Charges the saved card off-session. The idempotency key is the booking's: a run that repeats the
 * call after a lost answer gets the same PaymentIntent, never a second charge.
 */
function chargeSavedCard(run: CollectionRun, booking: BookingBalance, customer: string, paymentMethod: string): Promise<Stripe.PaymentIntent> {
  return run.stripe.paymentIntents.create(
    {
      amount: toMinor(booking.balance),
      currency: booking.currency.toLowerCase(),
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      description: `Balance: ${booking.packageName}, ${booking.startDate}`,
      metadata: { [BALANCE_FOR]: booking.sessionId, kind: 'balance' },
    },
    { ...withinRun(run.deadline), idempotencyKey: `balance-${booking.sessionId}` },
  );
}

/** A card error as the traveller and the operator are told it. */
function refusalOf(error: Stripe.errors.StripeCardError): BalanceRefusal {
  if (error.code === 'authentication_required') return { kind: 'authentication' };
  return { kind: 'declined', code: error.decline_code ?? error.code ?? 'card_declined' };
}

/** The saved customer or card no longer exists in Stripe: no later run can charge it either. */
function isCardGone(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing' && (error.param === 'customer' || error.param === 'payment_method');
}

/**
 * The card did not pay: the booking is marked `action needed` first (so no run charges it again),
 * then the traveller gets the balance link and the operator a notice.
 */
async function refuse(run: CollectionRun, booking: BookingBalance, refusal: BalanceRefusal): Promise<BalanceOutcome> {
  await setBalanceStatus(run.base, booking.recordId, 'action needed');
  const dates = await tripDates(booking);
  const url = balanceLinkUrl(run.origin, booking);
  const link = balancePaymentLink(booking, dates, refusal, url, run.operator);
  const mails: BalanceMail[] = [
    ...(link ? [{ id: balanceMailId(booking.recordId, `balance-link-${run.today}`), email: link }] : []),
    { id: balanceMailId(booking.recordId, `balance-notice-${run.today}`), email: balanceNotice(booking, dates, refusal, url, run.operator) },
  ];
  await sendBalanceMail(mails, run.deadline);
  return 'action needed';
}

/** Marks the balance paid, then sends the receipt: a run that dies between the two leaves it to the payment's record. */
async function settle(run: CollectionRun, booking: BookingBalance, paidMinor: number): Promise<BalanceOutcome> {
  await setBalanceStatus(run.base, booking.recordId, 'paid');
  const receipt = balanceReceipt(booking, await tripDates(booking), paidMinor, run.operator);
  if (receipt) await sendBalanceMail([{ id: balanceMailId(booking.recordId, 'balance-receipt'), email: receipt }], run.deadline);
  return 'paid';
}

/**
 * Collects one due balance. A Stripe or Airtable fault other than the card's refusal is thrown: the
 * booking stays `scheduled` and the next run starts again by looking for this balance's payment,
 * so whatever happened to this run, the balance is charged once.
 */
export async function collectBalance(run: CollectionRun, booking: BookingBalance): Promise<BalanceOutcome> {
  const { stripeCustomerId: customer, stripePaymentMethodId: paymentMethod } = booking;
  if (!customer || !paymentMethod) return refuse(run, booking, { kind: 'no card' });
  let payment: Stripe.PaymentIntent;
  try {
    payment = (await earlierPayment(run, booking, customer)) ?? (await chargeSavedCard(run, booking, customer, paymentMethod));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) return refuse(run, booking, refusalOf(error));
    if (isCardGone(error)) return refuse(run, booking, { kind: 'no card' });
    throw error;
  }
  if (payment.status === 'succeeded') return settle(run, booking, payment.amount_received || payment.amount);
  if (payment.status === 'processing') return 'retry';
  // Off-session Stripe answers a refusal with a card error; should it answer the PaymentIntent instead, it reads the same.
  const lastError = payment.last_payment_error;
  if (payment.status === 'requires_payment_method') return refuse(run, booking, { kind: 'declined', code: lastError?.decline_code ?? lastError?.code ?? 'card_declined' });
  return refuse(run, booking, { kind: 'authentication' });
}

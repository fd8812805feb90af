import type Stripe from 'stripe';
import { airtableForVisitor } from '../../airtable/connection.ts';
import { setBalanceStatus } from '../../airtable/records/booking-balances.ts';
import { balanceReceipt } from '../emails/balance-receipt.ts';
import { operator } from '../env.ts';
import { balanceMailId, sendBalanceMail } from './balance-mail.ts';
import { balanceOfSession } from './balance-session.ts';
import { bookingOfSession } from './booking-balances.ts';

/** This report marked the balance paid; an earlier one had; the session is no paid balance. */
export type BalanceRecord = 'recorded' | 'already recorded' | 'not a paid balance';

/**
 * A balance paid through its link: the booking's balanceStatus becomes `paid` and the traveller
 * gets the receipt. The webhook (`checkout.session.completed` of a session with `metadata.kind`
 * `balance`) and the success page both report it; once the row says `paid`, a report does nothing.
 * Throws when the booking cannot be read or written, so that Stripe sends the event again. With a
 * `deadline` (epoch ms; a traveller is waiting), every call is over by then.
 */
export async function recordBalancePayment(session: Stripe.Checkout.Session, deadline?: number): Promise<BalanceRecord> {
  const paid = balanceOfSession(session);
  if (!paid || session.payment_status !== 'paid') return 'not a paid balance';
  const base = airtableForVisitor(deadline);
  const booking = await bookingOfSession(base, paid.bookingSessionId);
  if (!booking) throw new Error(`The booking ${paid.bookingSessionId} of the paid balance session ${session.id} cannot be read as a balance`);
  if (booking.balanceStatus === 'paid') return 'already recorded';
  await setBalanceStatus(base, booking.recordId, 'paid');
  const receipt = balanceReceipt(booking, paid, session.amount_total ?? 0, operator());
  if (receipt) await sendBalanceMail([{ id: balanceMailId(booking.recordId, 'balance-receipt'), email: receipt }], deadline);
  return 'recorded';
}

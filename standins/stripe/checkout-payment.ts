import { testCard } from './cards.ts';
import { confirmWithCard } from './charges.ts';
import { addCustomer } from './customers.ts';
import { metadata, object, text } from './params.ts';
import { newPaymentIntent, type PaymentIntentObject } from './payment-intents.ts';
import { addCardPaymentMethod } from './payment-methods.ts';
import type { StoredSession } from './sessions.ts';
import type { Store } from './store.ts';
import { isStripeError } from './wire.ts';

/**
 * What paying a session with a card does, on the hosted page or through /__standin/pay: the
 * session's PaymentIntent is confirmed with the card; a refused card leaves the session open with
 * the refusal on its PaymentIntent. Paid, Checkout creates a customer when asked to (or to keep the
 * card saved for later), saves the card to the customer with `setup_future_usage`, and completes.
 * Answers the words the page shows when the card is refused.
 */
export function paySession(store: Store, stored: StoredSession, email: string, typedCard: string): { refused: string } | undefined {
  const card = testCard(typedCard);
  if ('problem' in card) return { refused: card.problem };
  const { session, params } = stored;
  const intentData = object(params.payment_intent_data);
  const usage = text(intentData?.setup_future_usage) as 'off_session' | 'on_session' | undefined;
  const intent = sessionIntent(store, stored, usage ?? null);

  if (card.declinedAtCheckout) {
    const refusal = confirmWithCard(intent, addCardPaymentMethod(store, card, email, null), false);
    return { refused: refusal?.error.message ?? 'Your card was declined.' };
  }
  const customer = session.customer ?? (session.customer_creation === 'always' || usage !== undefined ? addCustomer(store, { email }).id : null);
  const paymentMethod = addCardPaymentMethod(store, card, email, usage !== undefined ? customer : null);
  intent.customer = customer;
  confirmWithCard(intent, paymentMethod, false);
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer,
    customer_details: { address: null, business_name: null, email, individual_name: null, name: null, phone: null, tax_exempt: 'none', tax_ids: [] },
    payment_intent: intent.id,
    url: null,
  });
  return undefined;
}

/** The session's PaymentIntent: made at the first attempt to pay, kept through a refused card. */
function sessionIntent(store: Store, stored: StoredSession, usage: 'off_session' | 'on_session' | null): PaymentIntentObject {
  const { session, params } = stored;
  const existing = session.payment_intent ? store.paymentIntents.get(session.payment_intent) : undefined;
  if (existing) return existing.paymentIntent;
  const meta = metadata(object(params.payment_intent_data)?.metadata, 'payment_intent_data[metadata]');
  const intent = newPaymentIntent({
    amount: session.amount_total,
    currency: session.currency,
    customer: session.customer,
    // Validated when the session was created.
    metadata: isStripeError(meta) ? {} : meta,
    setupFutureUsage: usage,
  });
  store.paymentIntents.set(intent.id, { paymentIntent: intent, idempotencyKey: undefined, offSession: false, checkoutSession: session.id });
  session.payment_intent = intent.id;
  return intent;
}

import { REFUSALS } from './cards.ts';
import type { PaymentIntentObject } from './payment-intents.ts';
import type { StoredPaymentMethod } from './payment-methods.ts';
import { stripeId, type StripeErrorBody } from './wire.ts';

/**
 * Confirming a PaymentIntent with a card: the charge succeeds, or the card is refused. A refusal
 * leaves the PaymentIntent in `requires_payment_method` with `last_payment_error` and answers 402
 * with Stripe's card error, which carries the PaymentIntent and the card (the SDK's StripeCardError).
 * Off-session, a card that needs authentication is refused with `authentication_required`, as
 * Stripe's "charge the saved card later" documents; on-session the stand-in takes it as authenticated.
 */
export function confirmWithCard(intent: PaymentIntentObject, stored: StoredPaymentMethod, offSession: boolean): StripeErrorBody | undefined {
  const { card, paymentMethod } = stored;
  const outcome = offSession ? card.offSession : card.declinedAtCheckout ? 'card_declined' : 'succeeds';
  const charge = stripeId('ch', 24);
  intent.latest_charge = charge;
  if (outcome === 'succeeds') {
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: paymentMethod.id, last_payment_error: null });
    return undefined;
  }
  const refusal = REFUSALS[outcome];
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    last_payment_error: { type: 'card_error', ...refusal, charge, payment_method: structuredClone(paymentMethod) },
  });
  return {
    status: 402,
    error: { type: 'card_error', ...refusal, charge, payment_intent: structuredClone(intent), payment_method: structuredClone(paymentMethod) },
  };
}

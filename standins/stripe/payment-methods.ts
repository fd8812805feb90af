import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import type { TestCard } from './cards.ts';
import { nowSeconds } from './clock.ts';
import type { FormObject } from './form.ts';
import { text } from './params.ts';
import { newestFirst, type Store } from './store.ts';
import { listPage, noSuch, stripeId, type ListEnvelope, type SdkShaped, type StripeErrorBody } from './wire.ts';

/**
 * Card PaymentMethods, made when a card pays on the hosted page and saved to the customer when the
 * session asked for `setup_future_usage`. The stand-in remembers which test card each one is.
 */
export type PaymentMethodObject = SdkShaped<
  Stripe.PaymentMethod,
  {
    id: string;
    object: 'payment_method';
    allow_redisplay: 'unspecified';
    billing_details: { address: null; email: string | null; name: string | null; phone: string | null; tax_id: null };
    card: {
      brand: string;
      checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' };
      country: 'US';
      display_brand: string;
      exp_month: number;
      exp_year: number;
      fingerprint: string;
      funding: 'credit';
      generated_from: null;
      last4: string;
      networks: { available: string[]; preferred: null };
      regulated_status: 'unregulated';
      three_d_secure_usage: { supported: true };
      wallet: null;
    };
    created: number;
    customer: string | null;
    customer_account: null;
    livemode: false;
    metadata: Record<string, string>;
    type: 'card';
  }
>;

export interface StoredPaymentMethod {
  paymentMethod: PaymentMethodObject;
  card: TestCard;
}

export function addCardPaymentMethod(store: Store, card: TestCard, email: string, customer: string | null): StoredPaymentMethod {
  const now = new Date();
  const paymentMethod: PaymentMethodObject = {
    id: stripeId('pm', 24),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: card.brand,
      exp_month: now.getUTCMonth() + 1,
      exp_year: now.getUTCFullYear() + 3,
      // Stripe's fingerprint names the card number, whoever saves it.
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  const stored = { paymentMethod, card };
  store.paymentMethods.set(paymentMethod.id, stored);
  return stored;
}

/** Deleting a customer detaches its cards: they can no longer be charged. */
export function detachAll(store: Store, customer: string): void {
  for (const { paymentMethod } of store.paymentMethods.values()) {
    if (paymentMethod.customer === customer) paymentMethod.customer = null;
  }
}

export function retrievePaymentMethod(store: Store, id: string): PaymentMethodObject | StripeErrorBody {
  return store.paymentMethods.get(id)?.paymentMethod ?? noSuch('PaymentMethod', id, 'id', 404);
}

function cardsOf(store: Store, customer: string, params: FormObject, url: string): ListEnvelope<PaymentMethodObject> | StripeErrorBody {
  const type = text(params.type);
  const saved = [...store.paymentMethods.values()]
    .map((stored) => stored.paymentMethod)
    .filter((paymentMethod) => paymentMethod.customer === customer && (type === undefined || type === paymentMethod.type));
  return listPage(newestFirst(saved), params, url);
}

const isLive = (store: Store, customer: string) => store.customers.get(customer)?.deleted === false;

/** `GET /v1/payment_methods?customer=…&type=card`, the SDK's `paymentMethods.list`. */
export function listPaymentMethods(store: Store, params: FormObject): ListEnvelope<PaymentMethodObject> | StripeErrorBody {
  const customer = text(params.customer);
  if (customer === undefined) return listPage([], params, '/v1/payment_methods');
  if (!isLive(store, customer)) return noSuch('customer', customer, 'customer');
  return cardsOf(store, customer, params, '/v1/payment_methods');
}

/** `GET /v1/customers/:id/payment_methods`, the SDK's `customers.listPaymentMethods`. */
export function listCustomerPaymentMethods(store: Store, customer: string, params: FormObject): ListEnvelope<PaymentMethodObject> | StripeErrorBody {
  if (!isLive(store, customer)) return noSuch('customer', customer, 'customer', 404);
  return cardsOf(store, customer, params, `/v1/customers/${customer}/payment_methods`);
}

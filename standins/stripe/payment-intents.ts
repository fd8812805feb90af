import type Stripe from 'stripe';
import { confirmWithCard } from './charges.ts';
import { nowSeconds } from './clock.ts';
import { liveCustomer } from './customers.ts';
import type { FormObject } from './form.ts';
import { flag, integer, metadata, MINIMUM_AMOUNT, text } from './params.ts';
import { newestFirst, type Store } from './store.ts';
import { invalid, isStripeError, listPage, missing, noSuch, stripeId, type ListEnvelope, type SdkShaped, type StripeErrorBody } from './wire.ts';

/**
 * PaymentIntents: the one Checkout makes when a session is paid, and those the site creates to
 * charge a saved card off-session (`confirm: true, off_session: true`), answered as Stripe answers.
 */
export type PaymentIntentObject = SdkShaped<
  Stripe.PaymentIntent,
  {
    id: string;
    object: 'payment_intent';
    amount: number;
    amount_capturable: number;
    amount_received: number;
    application: null;
    application_fee_amount: null;
    automatic_payment_methods: null;
    canceled_at: null;
    cancellation_reason: null;
    capture_method: 'automatic_async';
    client_secret: string;
    confirmation_method: 'automatic';
    created: number;
    currency: string;
    customer: string | null;
    description: string | null;
    last_payment_error: Stripe.PaymentIntent.LastPaymentError | null;
    latest_charge: string | null;
    livemode: false;
    metadata: Record<string, string>;
    next_action: null;
    on_behalf_of: null;
    payment_method: string | null;
    payment_method_types: string[];
    processing: null;
    receipt_email: string | null;
    review: null;
    setup_future_usage: 'off_session' | 'on_session' | null;
    shipping: null;
    source: null;
    statement_descriptor: null;
    statement_descriptor_suffix: null;
    status: 'requires_payment_method' | 'requires_confirmation' | 'succeeded';
    transfer_data: null;
    transfer_group: null;
  }
>;

export interface StoredPaymentIntent {
  paymentIntent: PaymentIntentObject;
  /** The Idempotency-Key it was created with, if any (Checkout's own are made without). */
  idempotencyKey: string | undefined;
  offSession: boolean;
  /** The Checkout Session that made it, or null for one created through the API. */
  checkoutSession: string | null;
}

type Usage = PaymentIntentObject['setup_future_usage'];

export function newPaymentIntent(fields: { amount: number; currency: string; customer: string | null; metadata: Record<string, string>; description?: string | null; receiptEmail?: string | null; setupFutureUsage?: Usage }): PaymentIntentObject {
  const id = stripeId('pi', 24);
  return {
    id,
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${stripeId('x', 25).slice(2)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    description: fields.description ?? null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_types: ['card'],
    processing: null,
    receipt_email: fields.receiptEmail ?? null,
    review: null,
    setup_future_usage: fields.setupFutureUsage ?? null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
  };
}

function amountProblem(amount: number, currency: string): StripeErrorBody | undefined {
  const minimum = MINIMUM_AMOUNT[currency]!;
  if (amount >= minimum) return undefined;
  const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minimum / 100);
  return { status: 400, error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: `Amount must be at least ${shown} ${currency}` } };
}

export interface Created {
  stored: StoredPaymentIntent;
  /** Stripe's 402 card error when the card was refused; the PaymentIntent is stored either way. */
  refusal: StripeErrorBody | undefined;
}

/** `POST /v1/payment_intents`. A validation failure stores nothing; a confirmed one is charged at once. */
export function createPaymentIntent(store: Store, params: FormObject, idempotencyKey: string | undefined): Created | StripeErrorBody {
  const rawAmount = text(params.amount);
  if (rawAmount === undefined) return missing('amount');
  const amount = integer(rawAmount);
  if (amount === undefined || amount < 1) return invalid('Invalid integer', 'amount');
  const currency = text(params.currency);
  if (!currency) return missing('currency');
  if (!(currency in MINIMUM_AMOUNT)) return invalid(`Invalid currency: ${currency}.`, 'currency');
  const tooSmall = amountProblem(amount, currency);
  if (tooSmall) return tooSmall;
  const meta = metadata(params.metadata);
  if (isStripeError(meta)) return meta;
  const usage = text(params.setup_future_usage);
  if (usage !== undefined && usage !== 'off_session' && usage !== 'on_session') return invalid('Invalid setup_future_usage: must be one of off_session, on_session', 'setup_future_usage');

  const customerId = text(params.customer);
  if (customerId !== undefined && !liveCustomer(store, customerId)) return noSuch('customer', customerId, 'customer');
  const paymentMethodId = text(params.payment_method);
  const saved = paymentMethodId === undefined ? undefined : store.paymentMethods.get(paymentMethodId);
  if (paymentMethodId !== undefined && !saved) return noSuch('PaymentMethod', paymentMethodId, 'payment_method');
  const owner = saved?.paymentMethod.customer ?? null;
  if (saved && customerId !== undefined && owner === null) {
    return invalid('The provided PaymentMethod was previously used to make a payment without being attached to a Customer or was detached from a Customer, and may not be used again.', 'payment_method');
  }
  if (saved && owner !== null && owner !== customerId) {
    return invalid(`The provided PaymentMethod is attached to the Customer ${owner}; pass that customer's id as \`customer\` to use it.`, 'payment_method');
  }
  const confirm = flag(params.confirm);
  const offSessionParam = text(params.off_session);
  const offSession = offSessionParam !== undefined && offSessionParam !== 'false';
  if (offSession && !confirm) return invalid('`off_session` can only be used when `confirm=true`.', 'off_session');
  if (confirm && !saved) return invalid("You cannot confirm this PaymentIntent because it's missing a payment method. Specify a payment method along with the customer's id.", 'payment_method');

  const paymentIntent = newPaymentIntent({ amount, currency, customer: customerId ?? null, metadata: meta, description: text(params.description), receiptEmail: text(params.receipt_email), setupFutureUsage: (usage as Usage) ?? null });
  const stored: StoredPaymentIntent = { paymentIntent, idempotencyKey, offSession, checkoutSession: null };
  store.paymentIntents.set(paymentIntent.id, stored);
  if (!confirm) {
    if (saved) Object.assign(paymentIntent, { status: 'requires_confirmation', payment_method: saved.paymentMethod.id });
    return { stored, refusal: undefined };
  }
  return { stored, refusal: confirmWithCard(paymentIntent, saved!, offSession) };
}

export function retrievePaymentIntent(store: Store, id: string): PaymentIntentObject | StripeErrorBody {
  return store.paymentIntents.get(id)?.paymentIntent ?? noSuch('payment_intent', id, 'intent', 404);
}

/** `GET /v1/payment_intents`, optionally `?customer=`, newest first. */
export function listPaymentIntents(store: Store, params: FormObject): ListEnvelope<PaymentIntentObject> | StripeErrorBody {
  const customer = text(params.customer);
  const intents = [...store.paymentIntents.values()].map((stored) => stored.paymentIntent).filter((intent) => customer === undefined || intent.customer === customer);
  return listPage(newestFirst(intents), params, '/v1/payment_intents');
}

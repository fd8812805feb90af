import type Stripe from 'stripe';
import { nowSeconds } from './clock.ts';
import { liveCustomer } from './customers.ts';
import type { FormObject } from './form.ts';
import { lineItem, type LineItem } from './line-items.ts';
import { integer, isUrl, metadata, MINIMUM_AMOUNT, object, text } from './params.ts';
import type { Store } from './store.ts';
import { invalid, isStripeError, missing, noSuch, stripeId, type SdkShaped, type StripeErrorBody } from './wire.ts';

/**
 * Checkout Sessions as Stripe creates them from the SDK's parameters: the same required
 * parameters, limits and error answers for what this site sends, and the same session object.
 */
export type CheckoutSession = SdkShaped<
  Stripe.Checkout.Session,
  {
    id: string;
    object: 'checkout.session';
    amount_subtotal: number;
    amount_total: number;
    cancel_url: string | null;
    client_reference_id: string | null;
    created: number;
    currency: string;
    customer: string | null;
    customer_creation: 'always' | 'if_required';
    customer_details: {
      address: null;
      business_name: null;
      email: string;
      individual_name: null;
      name: string | null;
      phone: string | null;
      tax_exempt: 'none';
      tax_ids: [];
    } | null;
    customer_email: string | null;
    expires_at: number;
    livemode: false;
    locale: string | null;
    metadata: Record<string, string>;
    mode: 'payment';
    payment_intent: string | null;
    payment_method_types: string[];
    payment_status: 'paid' | 'unpaid';
    status: 'open' | 'complete' | 'expired';
    success_url: string | null;
    url: string | null;
  }
>;

export type { LineItem };

/** Everything the stand-in keeps about a session, for its hosted page and the tests. */
export interface StoredSession {
  session: CheckoutSession;
  lineItems: LineItem[];
  params: FormObject;
  idempotencyKey: string | undefined;
}

const MODES = ['payment', 'setup', 'subscription'];
const SETUP_FUTURE_USAGE = ['on_session', 'off_session'];
const CUSTOMER_CREATION = ['always', 'if_required'];
/** Stripe accepts an `expires_at` from 30 minutes to 24 hours after the session's creation. */
const SHORTEST_LIFE = 30 * 60;
const LONGEST_LIFE = 24 * 3600;

const exclusive = (a: string, b: string): StripeErrorBody => ({
  status: 400,
  error: { type: 'invalid_request_error', code: 'parameters_exclusive', message: `You may only specify one of these parameters: ${a}, ${b}.`, param: b },
});

function expiry(value: string | undefined, created: number): number | StripeErrorBody {
  if (value === undefined) return created + LONGEST_LIFE;
  const at = integer(value);
  if (at === undefined) return invalid('Invalid integer', 'expires_at');
  if (at - created < SHORTEST_LIFE) return invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  if (at - created > LONGEST_LIFE) return invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
  return at;
}

export function createSession(store: Store, params: FormObject, origin: string, idempotencyKey: string | undefined): StoredSession | StripeErrorBody {
  const mode = text(params.mode);
  if (!mode) return missing('mode');
  if (!MODES.includes(mode)) return invalid(`Invalid mode: must be one of ${MODES.join(', ')}`, 'mode');
  if (mode !== 'payment') return invalid('This stand-in creates Checkout Sessions in payment mode only.', 'mode');
  const successUrl = text(params.success_url);
  if (!successUrl) return missing('success_url');
  if (!isUrl(successUrl)) return invalid('Not a valid URL', 'success_url');
  const cancelUrl = text(params.cancel_url);
  if (cancelUrl !== undefined && !isUrl(cancelUrl)) return invalid('Not a valid URL', 'cancel_url');

  const rawItems = params.line_items;
  if (rawItems === undefined) return missing('line_items');
  if (!Array.isArray(rawItems) || rawItems.length === 0) return invalid('Invalid array', 'line_items');
  const lineItems: LineItem[] = [];
  for (const [index, raw] of rawItems.entries()) {
    const item = lineItem(raw, index);
    if (isStripeError(item)) return item;
    lineItems.push(item);
  }
  const currency = lineItems[0]!.currency;
  if (lineItems.some((item) => item.currency !== currency)) return invalid('All line items must share the same currency.', 'line_items');

  const customerCreation = text(params.customer_creation);
  if (customerCreation !== undefined && !CUSTOMER_CREATION.includes(customerCreation)) {
    return invalid(`Invalid customer_creation: must be one of ${CUSTOMER_CREATION.join(', ')}`, 'customer_creation');
  }
  const customer = text(params.customer);
  const customerEmail = text(params.customer_email);
  if (customer !== undefined && customerEmail !== undefined) return exclusive('customer', 'customer_email');
  if (customer !== undefined && !liveCustomer(store, customer)) return noSuch('customer', customer, 'customer');
  const intentData = object(params.payment_intent_data);
  const setupFutureUsage = text(intentData?.setup_future_usage);
  if (setupFutureUsage !== undefined && !SETUP_FUTURE_USAGE.includes(setupFutureUsage)) {
    return invalid(`Invalid setup_future_usage: must be one of ${SETUP_FUTURE_USAGE.join(', ')}`, 'payment_intent_data[setup_future_usage]');
  }
  const intentMeta = metadata(intentData?.metadata, 'payment_intent_data[metadata]');
  if (isStripeError(intentMeta)) return intentMeta;
  const meta = metadata(params.metadata);
  if (isStripeError(meta)) return meta;

  const amount = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const minimum = MINIMUM_AMOUNT[currency]!;
  if (amount < minimum) {
    return invalid(`The Checkout Session's total amount due must add up to at least ${(minimum / 100).toFixed(2)} ${currency}.`, 'line_items');
  }
  const created = nowSeconds();
  const expiresAt = expiry(text(params.expires_at), created);
  if (isStripeError(expiresAt)) return expiresAt;

  const id = stripeId('cs_test', 58);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: cancelUrl ?? null,
    client_reference_id: text(params.client_reference_id) ?? null,
    created,
    currency,
    customer: customer ?? null,
    customer_creation: (customerCreation as 'always' | 'if_required' | undefined) ?? 'if_required',
    customer_details: null,
    customer_email: customerEmail ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: text(params.locale) ?? null,
    metadata: meta,
    mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: `${origin}/c/pay/${id}`,
  };
  const stored = { session, lineItems, params, idempotencyKey };
  store.sessions.set(id, stored);
  return stored;
}

export function retrieveSession(store: Store, id: string): CheckoutSession | StripeErrorBody {
  return store.sessions.get(id)?.session ?? noSuch('checkout.session', id, 'session', 404);
}

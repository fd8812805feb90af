import { randomBytes } from 'node:crypto';
import type { FormObject, FormValue } from './form.ts';

/**
 * Checkout Sessions as Stripe creates them from the SDK's parameters: the same required
 * parameters, limits and error answers for what this site sends, and the same session object.
 */
export interface StripeErrorBody {
  status: number;
  error: { type: string; message: string; code?: string; param?: string };
}

export interface LineItem {
  name: string;
  description: string | undefined;
  currency: string;
  unitAmount: number;
  quantity: number;
}

/** The session object Stripe answers, as the SDK types it (the fields this site and its tests read). */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_creation: string | null;
  customer_details: { email: string; name: string | null; phone: string | null; address: null; tax_exempt: 'none'; tax_ids: [] } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
}

/** Everything the stand-in keeps about a session, for its hosted page and the tests. */
export interface StoredSession {
  session: CheckoutSession;
  lineItems: LineItem[];
  params: FormObject;
  idempotencyKey: string | undefined;
}

/** Stripe's minimum charge per currency, in minor units. */
const MINIMUM_AMOUNT: Readonly<Record<string, number>> = { usd: 50, eur: 50, chf: 50, gbp: 30 };
const MODES = ['payment', 'setup', 'subscription'];
const SETUP_FUTURE_USAGE = ['on_session', 'off_session'];
const CUSTOMER_CREATION = ['always', 'if_required'];

export function stripeId(prefix: string, length = 24): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${Array.from(randomBytes(length), (byte) => chars[byte % chars.length]).join('')}`;
}

const invalid = (message: string, param?: string): StripeErrorBody => ({
  status: 400,
  error: { type: 'invalid_request_error', message, ...(param ? { param, code: 'parameter_invalid' } : {}) },
});
const missing = (param: string): StripeErrorBody => ({
  status: 400,
  error: { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param },
});

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function object(value: FormValue | undefined): FormObject | undefined {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

function isUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function lineItem(value: FormValue, index: number): LineItem | StripeErrorBody {
  const param = `line_items[${index}]`;
  const item = object(value);
  if (!item) return invalid(`Invalid object`, param);
  const quantity = integer(text(item.quantity));
  if (!quantity || quantity < 1) return invalid('Quantity must be a positive integer.', `${param}[quantity]`);
  const priceData = object(item.price_data);
  if (!priceData) return missing(`${param}[price_data]`);
  const currency = text(priceData.currency);
  if (!currency) return missing(`${param}[price_data][currency]`);
  if (!(currency in MINIMUM_AMOUNT)) return invalid(`Invalid currency: ${currency}.`, `${param}[price_data][currency]`);
  const unitAmount = integer(text(priceData.unit_amount));
  if (unitAmount === undefined) return invalid('Invalid integer', `${param}[price_data][unit_amount]`);
  const product = object(priceData.product_data);
  const name = text(product?.name);
  if (!name) return missing(`${param}[price_data][product_data][name]`);
  const description = text(product?.description);
  if (description === '') return invalid('You passed an empty string for description. We assume empty values are an attempt to unset a parameter; however description cannot be unset.', `${param}[price_data][product_data][description]`);
  return { name, description, currency, unitAmount, quantity };
}

function metadata(value: FormValue | undefined): Record<string, string> | StripeErrorBody {
  if (value === undefined) return {};
  const entries = object(value);
  if (!entries) return invalid('Invalid object', 'metadata');
  const result: Record<string, string> = {};
  const keys = Object.keys(entries);
  if (keys.length > 50) return invalid('Metadata can have up to 50 keys.', 'metadata');
  for (const key of keys) {
    const item = text(entries[key]);
    if (item === undefined) return invalid('Invalid metadata value', `metadata[${key}]`);
    if (key.length > 40) return invalid(`Metadata keys can have up to 40 characters; the key \`${key}\` has ${key.length}.`, `metadata[${key}]`);
    if (item.length > 500) return invalid(`Metadata values can have up to 500 characters, but you passed in a value that is ${item.length} characters.`, `metadata[${key}]`);
    if (item !== '') result[key] = item;
  }
  return result;
}

const isError = (value: unknown): value is StripeErrorBody => typeof value === 'object' && value !== null && 'error' in value && 'status' in value;

export function createSession(params: FormObject, origin: string, idempotencyKey: string | undefined): StoredSession | StripeErrorBody {
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
    if (isError(item)) return item;
    lineItems.push(item);
  }
  const currency = lineItems[0]!.currency;
  if (lineItems.some((item) => item.currency !== currency)) return invalid('All line items must share the same currency.', 'line_items');

  const customerCreation = text(params.customer_creation);
  if (customerCreation !== undefined && !CUSTOMER_CREATION.includes(customerCreation)) {
    return invalid(`Invalid customer_creation: must be one of ${CUSTOMER_CREATION.join(', ')}`, 'customer_creation');
  }
  const setupFutureUsage = text(object(params.payment_intent_data)?.setup_future_usage);
  if (setupFutureUsage !== undefined && !SETUP_FUTURE_USAGE.includes(setupFutureUsage)) {
    return invalid(`Invalid setup_future_usage: must be one of ${SETUP_FUTURE_USAGE.join(', ')}`, 'payment_intent_data[setup_future_usage]');
  }
  const meta = metadata(params.metadata);
  if (isError(meta)) return meta;

  const amount = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const minimum = MINIMUM_AMOUNT[currency]!;
  if (amount < minimum) {
    return invalid(`The Checkout Session's total amount due must add up to at least ${(minimum / 100).toFixed(2)} ${currency}.`, 'line_items');
  }

  const id = stripeId('cs_test', 58);
  const created = Math.floor(Date.now() / 1000);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: cancelUrl ?? null,
    client_reference_id: text(params.client_reference_id) ?? null,
    created,
    currency,
    customer: null,
    customer_creation: customerCreation ?? 'if_required',
    customer_details: null,
    customer_email: text(params.customer_email) ?? null,
    expires_at: created + 24 * 3600,
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
  return { session, lineItems, params, idempotencyKey };
}

/** What paying on the hosted page does to the session. */
export function markPaid(stored: StoredSession, email: string): void {
  // Checkout creates a customer when asked to, and to keep a card saved for later payments.
  const savesCard = object(stored.params.payment_intent_data)?.setup_future_usage !== undefined;
  Object.assign(stored.session, {
    status: 'complete',
    payment_status: 'paid',
    customer: stored.session.customer_creation === 'always' || savesCard ? stripeId('cus', 14) : null,
    customer_details: { email, name: null, phone: null, address: null, tax_exempt: 'none', tax_ids: [] },
    payment_intent: stripeId('pi', 24),
    url: null,
  });
}

export { isError as isStripeError };

import type Stripe from 'stripe';
import { nowSeconds } from './clock.ts';
import type { FormObject } from './form.ts';
import { metadata, text } from './params.ts';
import { detachAll } from './payment-methods.ts';
import { newestFirst, type Store } from './store.ts';
import { invalid, isStripeError, listPage, noSuch, stripeId, type ListEnvelope, type SdkShaped, type StripeErrorBody } from './wire.ts';

/**
 * Customers: made by Checkout (see checkout-payment.ts) or `POST /v1/customers`; retrieved, listed
 * by email and deleted as on Stripe. A deleted customer answers `{ id, object, deleted: true }` and
 * its cards are detached; the stand-in keeps what it was for the tests.
 */
export type CustomerObject = SdkShaped<
  Stripe.Customer,
  {
    id: string;
    object: 'customer';
    address: null;
    balance: number;
    created: number;
    currency: null;
    default_source: null;
    delinquent: boolean;
    description: string | null;
    discount: null;
    email: string | null;
    invoice_prefix: string;
    invoice_settings: { custom_fields: null; default_payment_method: null; footer: null; rendering_options: null };
    livemode: false;
    metadata: Record<string, string>;
    name: string | null;
    next_invoice_sequence: number;
    phone: string | null;
    preferred_locales: string[];
    shipping: null;
    tax_exempt: 'none';
    test_clock: null;
  }
>;
export type DeletedCustomerObject = SdkShaped<Stripe.DeletedCustomer, { id: string; object: 'customer'; deleted: true }>;

export interface StoredCustomer {
  customer: CustomerObject;
  deleted: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function addCustomer(store: Store, fields: { email: string | null; name?: string | null; description?: string | null; phone?: string | null; metadata?: Record<string, string> }): CustomerObject {
  const customer: CustomerObject = {
    id: stripeId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: nowSeconds(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: fields.description ?? null,
    discount: null,
    email: fields.email,
    invoice_prefix: stripeId('x', 8).slice(2).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: fields.metadata ?? {},
    name: fields.name ?? null,
    next_invoice_sequence: 1,
    phone: fields.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  store.customers.set(customer.id, { customer, deleted: false });
  return customer;
}

/** The customer as the API shows it now. */
export function customerView(stored: StoredCustomer): CustomerObject | DeletedCustomerObject {
  return stored.deleted ? { id: stored.customer.id, object: 'customer', deleted: true } : stored.customer;
}

/** A customer that exists and is not deleted: the only kind a charge or a session may name. */
export function liveCustomer(store: Store, id: string): CustomerObject | undefined {
  const stored = store.customers.get(id);
  return stored && !stored.deleted ? stored.customer : undefined;
}

export function createCustomer(store: Store, params: FormObject): CustomerObject | StripeErrorBody {
  const email = text(params.email);
  if (email !== undefined && !EMAIL.test(email)) return invalid(`Invalid email address: ${email}`, 'email');
  const meta = metadata(params.metadata);
  if (isStripeError(meta)) return meta;
  return addCustomer(store, { email: email ?? null, name: text(params.name), description: text(params.description), phone: text(params.phone), metadata: meta });
}

export function retrieveCustomer(store: Store, id: string): CustomerObject | DeletedCustomerObject | StripeErrorBody {
  const stored = store.customers.get(id);
  return stored ? customerView(stored) : noSuch('customer', id, 'id', 404);
}

/** `GET /v1/customers`, optionally `?email=` (exact, case-sensitive, as Stripe filters); deleted ones are not listed. */
export function listCustomers(store: Store, params: FormObject): ListEnvelope<CustomerObject> | StripeErrorBody {
  const email = text(params.email);
  const live = [...store.customers.values()].filter((stored) => !stored.deleted && (email === undefined || stored.customer.email === email));
  return listPage(newestFirst(live.map((stored) => stored.customer)), params, '/v1/customers');
}

export function deleteCustomer(store: Store, id: string): DeletedCustomerObject | StripeErrorBody {
  const stored = store.customers.get(id);
  if (!stored || stored.deleted) return noSuch('customer', id, 'id', 404);
  stored.deleted = true;
  detachAll(store, id);
  return { id, object: 'customer', deleted: true };
}

import type { StoredCustomer } from './customers.ts';
import type { EventLog } from './events.ts';
import type { StoredPaymentIntent } from './payment-intents.ts';
import type { StoredPaymentMethod } from './payment-methods.ts';
import type { StoredSession } from './sessions.ts';

/** Everything the stand-in's account holds, by id; a Map keeps the order objects were created in. */
export interface Store {
  sessions: Map<string, StoredSession>;
  customers: Map<string, StoredCustomer>;
  paymentMethods: Map<string, StoredPaymentMethod>;
  paymentIntents: Map<string, StoredPaymentIntent>;
}

/** The stand-in's Stripe account: what it holds and the events it raises. */
export interface Account {
  store: Store;
  events: EventLog;
}

export function emptyStore(): Store {
  return { sessions: new Map(), customers: new Map(), paymentMethods: new Map(), paymentIntents: new Map() };
}

/** Newest first, as Stripe lists. */
export function newestFirst<T>(items: Iterable<T>): T[] {
  return [...items].reverse();
}

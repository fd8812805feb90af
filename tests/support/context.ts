import { getStore } from '@netlify/blobs';
import { inject } from 'vitest';
import type { BlobsContext } from '../../scripts/lib/blobs.ts';
import type { StartedBuild } from '../../standins/netlify/build-hook.ts';
import type { SentEmail } from '../../standins/postmark/server.ts';
import type { CustomerEntry } from '../../standins/stripe/controls.ts';
import type { StoredPaymentIntent } from '../../standins/stripe/payment-intents.ts';
import type { CheckoutSession, StoredSession } from '../../standins/stripe/sessions.ts';
import type { Delivery } from '../../standins/stripe/webhook.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    airtableUrl: string;
    airtableToken: string;
    airtableBaseId: string;
    postmarkUrl: string;
    stripeUrl: string;
    stripeSecretKey: string;
    stripeWebhookSecret: string;
    buildHookUrl: string;
    blobsContext: BlobsContext;
    publishToken: string;
  }
}

/** An absolute URL on the served site. */
export function siteUrl(path = '/'): string {
  return new URL(path, inject('siteUrl')).href;
}

/** The Airtable stand-in the functions talk to, with its test controls. */
export const airtable = {
  url: () => inject('airtableUrl'),
  async records(table: string): Promise<{ id: string; createdTime: string; fields: Record<string, unknown> }[]> {
    const response = await fetch(`${inject('airtableUrl')}/__standin/tables/${table}`);
    return ((await response.json()) as { records: never[] }).records;
  },
  /** Adds records to a table as an operator would in Airtable's interface (created now, unless `createdTime` says when); answers them with their ids. */
  async add(table: string, records: { fields: Record<string, unknown>; createdTime?: string }[]): Promise<{ id: string; fields: Record<string, unknown> }[]> {
    const response = await fetch(`${inject('airtableUrl')}/__standin/tables/${table}`, { method: 'POST', body: JSON.stringify({ records }) });
    return ((await response.json()) as { records: never[] }).records;
  },
  /** Changes a record's fields as an operator would in Airtable's interface (through the API, as the site's writes go). */
  async update(table: string, id: string, fields: Record<string, unknown>): Promise<void> {
    const response = await fetch(`${inject('airtableUrl')}/v0/${inject('airtableBaseId')}/${table}/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${inject('airtableToken')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!response.ok) throw new Error(`The Airtable stand-in refused the update: ${response.status} ${await response.text()}`);
  },
  async control(action: 'fault' | 'throttle' | 'heal' | 'reset', body: Record<string, unknown> = {}): Promise<void> {
    await fetch(`${inject('airtableUrl')}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });
  },
};

/**
 * The functions' ledger of places and promo-code uses (Netlify Blobs, `ledger` store), for tests
 * that need a departure's places back to what the catalog offers before they start.
 */
export const ledger = {
  store: () => getStore({ name: 'ledger', consistency: 'strong', ...inject('blobsContext') }),
  async forgetDeparture(departureId: string): Promise<void> {
    await this.store().delete(`departure/${departureId}`);
  },
};

/** The Postmark stand-in the functions send through, with its outbox and outage switch. */
export const postmark = {
  async outbox(): Promise<SentEmail[]> {
    const response = await fetch(`${inject('postmarkUrl')}/__standin/outbox`);
    return ((await response.json()) as { messages: SentEmail[] }).messages;
  },
  async control(action: 'outage' | 'heal' | 'reset', body: Record<string, unknown> = {}): Promise<void> {
    await fetch(`${inject('postmarkUrl')}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });
  },
};

/** The Stripe stand-in the functions create sessions on, with its hosted page and webhook controls. */
export const stripe = {
  url: () => inject('stripeUrl'),
  secretKey: () => inject('stripeSecretKey'),
  webhookSecret: () => inject('stripeWebhookSecret'),
  async sessions(): Promise<StoredSession[]> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/sessions`);
    return ((await response.json()) as { sessions: StoredSession[] }).sessions;
  },
  async session(id: string): Promise<StoredSession | undefined> {
    return (await this.sessions()).find((stored) => stored.session.id === id);
  },
  /**
   * Pays a session as the hosted page does; `webhook: false` keeps the event from being sent. `card` is
   * one of Stripe's test cards (4242… by default; 4000000000000341 saves a card whose later charges are
   * declined, 4000002760003184 one whose later charges need authentication, 4000000000000002 is
   * declined now: the answer then has `error: 'card_refused'` and Checkout's words in `message`).
   */
  async pay(
    sessionId: string,
    options: { email?: string; webhook?: boolean; card?: string } = {},
  ): Promise<{ session: CheckoutSession; delivery?: Delivery; error?: 'card_refused'; message?: string }> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/pay`, { method: 'POST', body: JSON.stringify({ sessionId, ...options }) });
    return (await response.json()) as { session: CheckoutSession; delivery?: Delivery; error?: 'card_refused'; message?: string };
  },
  /** Expires an open session now and sends its checkout.session.expired, answering once it was delivered. */
  async expire(sessionId: string): Promise<{ session: CheckoutSession; delivery?: Delivery }> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/expire`, { method: 'POST', body: JSON.stringify({ sessionId }) });
    return (await response.json()) as { session: CheckoutSession; delivery?: Delivery };
  },
  /**
   * Makes `seconds` pass for every session that exists (every test's: prefer `expire` in tests that
   * run side by side); answers the sessions that expired, once their events were delivered.
   */
  async advanceClock(seconds: number): Promise<{ expired: string[]; deliveries: Delivery[] }> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: seconds }) });
    return (await response.json()) as { expired: string[]; deliveries: Delivery[] };
  },
  /** Every PaymentIntent: Checkout's and the off-session charges, with the Idempotency-Key each was made with. */
  async paymentIntents(): Promise<StoredPaymentIntent[]> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/payment_intents`);
    return ((await response.json()) as { paymentIntents: StoredPaymentIntent[] }).paymentIntents;
  },
  /** Every customer ever made, deleted ones included (`deleted: true`), with the cards saved to it now. */
  async customers(): Promise<CustomerEntry[]> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/customers`);
    return ((await response.json()) as { customers: CustomerEntry[] }).customers;
  },
  /** Sends the session's latest event (checkout.session.completed once paid) again, freshly signed. */
  async resend(sessionId: string): Promise<Delivery> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/resend`, { method: 'POST', body: JSON.stringify({ sessionId }) });
    return ((await response.json()) as { delivery: Delivery }).delivery;
  },
  async deliveries(): Promise<Delivery[]> {
    const response = await fetch(`${inject('stripeUrl')}/__standin/deliveries`);
    return ((await response.json()) as { deliveries: Delivery[] }).deliveries;
  },
  async control(action: 'outage' | 'heal', body: Record<string, unknown> = {}): Promise<void> {
    await fetch(`${inject('stripeUrl')}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });
  },
};

/** The Netlify build hook stand-in the scheduled publish-edits calls, with its count of builds. */
export const buildHook = {
  async builds(): Promise<StartedBuild[]> {
    const response = await fetch(`${inject('buildHookUrl')}/__standin/builds`);
    return ((await response.json()) as { builds: StartedBuild[] }).builds;
  },
  async control(action: 'outage' | 'heal' | 'reset', body: Record<string, unknown> = {}): Promise<void> {
    await fetch(`${inject('buildHookUrl')}/__standin/${action}`, { method: 'POST', body: JSON.stringify(body) });
  },
};

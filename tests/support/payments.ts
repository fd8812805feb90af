import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { siteUrl, stripe } from './context.ts';

/** Record ids of the sample base used by the payment tests. */
export const DOLOMITES = {
  packageId: 'recKzVYRroconmqDY',
  shortEscape: 'recFqb7uLHIXkMJvq',
  classic: 'recZRWZeBDWw2TKL3',
  /** A departure of Classic months ahead, at the version's price; see departureWithRoom for one with places left. */
  juneDeparture: 'recCCTmfYw8dGkACN',
  /** Optional in every version. */
  lagazuoi: 'reckenC2QCkF3Y5s8',
  /** Optional in Short Escape only. */
  treCime: 'recPHktCT6hC4FIkZ',
  /** Optional in Classic and Grand Traverse only. */
  ferrata: 'reciKW7OLX8GUcFJh',
} as const;
export const SKYE = { packageId: 'rec67hBkrAL3lyLK3', explorer: 'recJPczF1OhldSeW0', talisker: 'recDzKd2df0KdtZtI', firstStep: 'recfkLB7YihGJ0J6J' } as const;
export const KUMANO = { packageId: 'recVoO30azfR9mPVU', version: 'recG85oUToyD9IKop' } as const;
export const LOFOTEN = { packageId: 'recjdhb377AGtgWGv', version: 'rec1n6KRnNXEXXmCp' } as const;

/** A JSON POST from one visitor; each call is a new visitor unless one is named (see the double-click key). */
export function postJson(path: string, body: unknown, visitor: string = randomUUID()): Promise<Response> {
  return fetch(siteUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': `payments-test ${visitor}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const booking = (overrides: Record<string, unknown> = {}) => ({
  packageId: DOLOMITES.packageId,
  versionId: DOLOMITES.shortEscape,
  stepIds: [DOLOMITES.lagazuoi],
  quantity: 2,
  currency: 'EUR',
  language: 'en',
  ...overrides,
});

/** Starts a checkout and answers the Stripe stand-in's session for it. */
export async function checkoutSession(body: Record<string, unknown>, visitor?: string) {
  const response = await postJson('/api/checkout', body, visitor);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const id = new URL(url).pathname.split('/').pop()!;
  const stored = await stripe.session(id);
  expect(stored).toBeDefined();
  return { url, ...stored! };
}

/** What /api/availability says of one departure. */
interface DepartureNow {
  id: string;
  versionId: string;
  startDate: string;
  seatsLeft: number;
  status: string;
  price: number | null;
}

/**
 * A departure of the version at the version's own price, starting more than six weeks after
 * `today` (so a deposit is charged), with room for `quantity` now. The test files share the
 * site's ledger and hold places for 30 minutes with each unpaid session, so a test that needs a
 * date without caring which takes the one with the most places left, as a traveller would find it,
 * leaving alone the June departure that tests name for its dates.
 */
export async function departureWithRoom(packageId: string, versionId: string, quantity: number, today: string): Promise<DepartureNow> {
  const response = await fetch(siteUrl(`/api/availability?packageId=${encodeURIComponent(packageId)}`));
  expect(response.status).toBe(200);
  const { departures } = (await response.json()) as { departures: DepartureNow[] };
  const sixWeeksOn = new Date(Date.parse(`${today}T00:00:00Z`) + 42 * 86_400_000).toISOString().slice(0, 10);
  const candidates = departures
    .filter((departure) => departure.versionId === versionId && departure.id !== DOLOMITES.juneDeparture && departure.price === null && departure.startDate > sixWeeksOn)
    .filter((departure) => (departure.status === 'open' || departure.status === 'guaranteed') && departure.seatsLeft >= quantity)
    .sort((a, b) => b.seatsLeft - a.seatsLeft);
  expect(candidates.length, `no departure of ${versionId} has ${quantity} places left`).toBeGreaterThan(0);
  return candidates[0]!;
}

export const uniqueEmail = () => `traveller-${randomUUID()}@example.com`;

/** A Stripe event about `object`, signed with the webhook's secret as Stripe signs it, posted to the webhook. */
export function sendStripeEvent(type: string, object: unknown): Promise<Response> {
  const payload = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: object === undefined ? {} : { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret() });
  return fetch(siteUrl('/api/stripe-webhook'), { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
}

/** The success page's check of a session. */
export async function processPayment(sessionId: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(siteUrl(`/api/process-payment?sessionId=${encodeURIComponent(sessionId)}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

import { nowSeconds } from './clock.ts';
import type { StoredSession } from './sessions.ts';
import type { Account } from './store.ts';
import type { Delivery } from './webhook.ts';

/**
 * Sessions whose time is up: Stripe expires an open session at its `expires_at` (or when the site
 * expires it) and sends `checkout.session.expired`. The sweep does it on a timer; whatever reads a
 * session first (the API, the hosted page, a test control) does it too, so nobody sees a stale one.
 */
const isDue = (stored: StoredSession, now: number) => stored.session.status === 'open' && stored.session.expires_at <= now;

/** Expires an open session and raises its event; answers the delivery once sent. */
export function expire(account: Account, stored: StoredSession): Promise<Delivery | undefined> {
  Object.assign(stored.session, { status: 'expired', url: null });
  return account.events.send(account.events.record('checkout.session.expired', stored.session));
}

/** Expires the session if its time is up; the event goes out without the caller waiting for it. */
export function expireIfDue(account: Account, stored: StoredSession): void {
  if (isDue(stored, nowSeconds())) void expire(account, stored);
}

/** Expires every session whose time is up; answers their ids once their events are delivered. */
export async function sweep(account: Account): Promise<{ expired: string[]; deliveries: Delivery[] }> {
  const now = nowSeconds();
  const due = [...account.store.sessions.values()].filter((stored) => isDue(stored, now));
  const deliveries = await Promise.all(due.map((stored) => expire(account, stored)));
  return { expired: due.map((stored) => stored.session.id), deliveries: deliveries.filter((delivery) => delivery !== undefined) };
}

/**
 * Makes time pass for the sessions that exist: each is made `seconds` older (its `created` and
 * `expires_at` move back), then the sweep runs. Sessions created afterwards live on the real clock,
 * which the site's own clock agrees with when it computes `expires_at`.
 */
export function advance(account: Account, seconds: number): Promise<{ expired: string[]; deliveries: Delivery[] }> {
  for (const { session } of account.store.sessions.values()) {
    session.created -= seconds;
    session.expires_at -= seconds;
  }
  return sweep(account);
}

import type { PaymentFields } from '../schema/api.ts';
import { trackPixelEvent } from './consent/pixel-event.ts';


/** Session ids whose purchase was already reported, so that a reload does not report it again. */
const STORAGE_KEY = 'altura:purchases-tracked';

function trackedSessions(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The Meta pixel's Purchase event with the spec's fields and defaults, once per checkout session, only with consent. */
export function trackPurchaseOnce(sessionId: string, data: PaymentFields): void {
  const tracked = trackedSessions();
  if (tracked.includes(sessionId)) return;
  const sent = trackPixelEvent('Purchase', {
    content_name: data.packageName || 'Package',
    content_ids: data.packageId ? [data.packageId] : [],
    content_type: 'product',
    value: data.amount ?? 0,
    currency: data.currency || 'USD',
    num_items: data.quantity ?? 1,
  });
  if (!sent) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...tracked, sessionId].slice(-20)));
  } catch {
    // Storage refused (private mode): the event went out once; a reload may send it again.
  }
}

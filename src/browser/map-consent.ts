import { CONSENT_CHANGED_EVENT, type ConsentChangedEvent } from './consent/events.ts';
import { storedConsent } from './consent/store.ts';

/**
 * Whether the itinerary map may load its background tiles from the tile provider, a third party:
 * only once the visitor allowed it, by granting the `preferences` category (every visit) or by
 * pressing "Show map" (this visit: the request is kept in sessionStorage, gone with the tab, like
 * the booking selection; nothing about it outlives the visit without consent).
 */
const SHOWN_THIS_VISIT = 'altura:map-tiles';

function shownThisVisit(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_THIS_VISIT) === 'shown';
  } catch {
    return false;
  }
}

export function tilesAllowed(): boolean {
  return Boolean(storedConsent()?.preferences) || shownThisVisit();
}

/** The visitor pressed "Show map". */
export function showTilesThisVisit(): void {
  try {
    sessionStorage.setItem(SHOWN_THIS_VISIT, 'shown');
  } catch {
    // Storage may be disabled: the tiles still show on this page.
  }
}

/** Calls back with the new answer whenever the visitor stores a new cookie choice; answers the unsubscribe. */
export function onTilesConsentChange(callback: (allowed: boolean) => void): () => void {
  const listener = (event: Event) => callback(Boolean((event as ConsentChangedEvent).detail.preferences) || shownThisVisit());
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
}

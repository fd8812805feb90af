import type { Consent } from '../../domain/consent.ts';

/** Asks the consent island to show its settings panel. */
export const OPEN_SETTINGS_EVENT = 'altura:cookie-settings';
/** Tells the page the visitor stored a new choice (detail: Consent). */
export const CONSENT_CHANGED_EVENT = 'altura:consent-changed';

export type ConsentChangedEvent = CustomEvent<Consent>;

declare global {
  interface Window {
    /** Set when the settings were asked for before the island could listen. */
    __alturaCookieSettingsRequested?: boolean;
  }
}

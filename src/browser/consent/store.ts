import { CONSENT_COOKIE, parseConsent, serializeConsent, type Consent } from '../../domain/consent.ts';
import { readCookie, writeCookie } from '../cookies.ts';
import { CONSENT_CHANGED_EVENT } from './events.ts';

/** The stored choice, or undefined when there is none or it cannot be read. */
export function storedConsent(): Consent | undefined {
  return parseConsent(readCookie(CONSENT_COOKIE.name));
}

/** Stores a choice (365 days), hides the banner and tells the page (the Meta pixel listens). */
export function storeConsent(consent: Consent): void {
  writeCookie(CONSENT_COOKIE, serializeConsent(consent));
  document.documentElement.classList.remove('needs-consent');
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
}

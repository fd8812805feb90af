import type { Consent } from '../domain/consent.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language-choice.ts';
import { storedConsent } from './consent/store.ts';

/**
 * A language chosen in the menu is remembered for later visits only with consent to preferences
 * (the consent panel says so); without it the choice holds for this visit, through the URL.
 */
export function rememberLanguage(lang: string): void {
  if (!storedConsent()?.preferences) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage may be unavailable (private mode); the link still leads to the language.
  }
}

/** A choice without preferences forgets a language remembered under an earlier one. */
export function followConsent(consent: Consent): void {
  if (consent.preferences) return;
  try {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Nothing could have been stored.
  }
}

import type { ClientDirective } from 'astro';
import { CONSENT_COOKIE, parseConsent } from '../../domain/consent.ts';
import { readCookie } from '../../lib/cookies.ts';
import { OPEN_SETTINGS_EVENT } from './events.ts';

/**
 * `client:consent`: the consent island (and React with it) loads only when the visitor has no
 * readable stored choice, or when they reopen the settings through `window.openCookieSettings()`.
 */
const consentDirective: ClientDirective = (load) => {
  let hydration: Promise<void> | undefined;
  const hydrate = () => (hydration ??= load().then((hydrateIsland) => hydrateIsland()));

  window.openCookieSettings = () => {
    window.__alturaCookieSettingsRequested = true;
    void hydrate().then(() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT)));
  };
  if (!parseConsent(readCookie(CONSENT_COOKIE.name))) void hydrate();
};

export default consentDirective;

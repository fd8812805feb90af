import type { ClientDirective } from 'astro';
import { OPEN_SETTINGS_EVENT } from './events.ts';

/**
 * `client:consent`: the cookie settings panel (and React with it) loads only when the visitor asks
 * for it, through `window.openCookieSettings()` (the banner's Customize, the footer's button).
 */
const consentDirective: ClientDirective = (load) => {
  let hydration: Promise<void> | undefined;
  window.openCookieSettings = () => {
    window.__alturaCookieSettingsRequested = true;
    hydration ??= load().then((hydrateIsland) => hydrateIsland());
    void hydration.then(() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT)));
  };
};

export default consentDirective;

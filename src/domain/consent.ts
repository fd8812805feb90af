/** The visitor's cookie choice. `necessary` is always on. */
export interface Consent {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  advertising: boolean;
}

export const CONSENT_COOKIE = { name: 'cookie_consent', maxAgeDays: 365, path: '/' } as const;

export const ACCEPT_ALL: Consent = { necessary: true, preferences: true, analytics: true, advertising: true };
export const ESSENTIAL_ONLY: Consent = { necessary: true, preferences: false, analytics: false, advertising: false };

/** A stored choice, or undefined when there is none or it cannot be read (the banner shows again). */
export function parseConsent(raw: string | undefined): Consent | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>;
    const { preferences, analytics, advertising } = value;
    if (typeof preferences !== 'boolean' || typeof analytics !== 'boolean' || typeof advertising !== 'boolean') return undefined;
    return { necessary: true, preferences, analytics, advertising };
  } catch {
    return undefined;
  }
}

export function serializeConsent(consent: Consent): string {
  const { necessary, preferences, analytics, advertising } = consent;
  return encodeURIComponent(JSON.stringify({ necessary, preferences, analytics, advertising }));
}

/** The ad pixel may run only with both analytics and advertising granted. */
export function allowsAdPixel(consent: Consent | undefined): boolean {
  return Boolean(consent?.analytics && consent.advertising);
}

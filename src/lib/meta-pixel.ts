import { CONSENT_COOKIE, allowsAdPixel, parseConsent } from '../domain/consent.ts';
import { readCookie } from './cookies.ts';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** Whether the stored choice lets the Meta pixel run (analytics and advertising both granted). */
export function pixelConsented(): boolean {
  return allowsAdPixel(parseConsent(readCookie(CONSENT_COOKIE.name)));
}

/** Meta's loader, without its inline snippet: queue calls until fbevents.js arrives. */
export function loadPixel(pixelId: string): void {
  if (window.fbq) {
    window.fbq('consent', 'grant');
    return;
  }
  const fbq: Fbq = (...args: unknown[]) => {
    (fbq.queue ??= []).push(args);
  };
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.append(script);
  fbq('consent', 'grant');
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

export function revokePixel(): void {
  window.fbq?.('consent', 'revoke');
}

/** Sends an event only when the pixel runs with consent; answers whether it was sent. */
export function trackPixelEvent(name: string, data: Record<string, unknown>): boolean {
  if (!window.fbq || !pixelConsented()) return false;
  window.fbq('track', name, data);
  return true;
}

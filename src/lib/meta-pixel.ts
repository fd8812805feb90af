import { CONSENT_COOKIE, allowsAdPixel, parseConsent } from '../domain/consent.ts';
import { readCookie } from './cookies.ts';

/** Meta's `fbq` stub: it queues calls until fbevents.js arrives and sets `callMethod`, then hands each call to it. */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

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

/** Sends an event only when the pixel runs with consent; answers whether it was sent. */
export function trackPixelEvent(name: string, data: Record<string, unknown>): boolean {
  if (!window.fbq || !pixelConsented()) return false;
  window.fbq('track', name, data);
  return true;
}

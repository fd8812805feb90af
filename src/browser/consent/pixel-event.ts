import { allowsAdPixel } from '../../domain/consent.ts';
import { storedConsent } from './store.ts';

/** Sends an event only when the pixel runs with consent (analytics and advertising); answers whether it was sent. */
export function trackPixelEvent(name: string, data: Record<string, unknown>): boolean {
  if (!window.fbq || !allowsAdPixel(storedConsent())) return false;
  window.fbq('track', name, data);
  return true;
}

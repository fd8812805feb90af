import { allowsAdPixel } from '../../domain/consent.ts';
import { CONSENT_CHANGED_EVENT, type ConsentChangedEvent } from './events.ts';
import { storedConsent } from './store.ts';

/** Meta's `fbq` stub: it queues calls until fbevents.js arrives and sets `callMethod`, then hands each call to it. */
interface Fbq {
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

/**
 * Meta's pixel base code, as a module because the CSP admits no inline snippet: the same stub,
 * then fbevents.js, which takes over the queued calls and every later one.
 */
function installPixel(): Fbq {
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod.apply(fbq, args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq ??= fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.append(script);
  return fbq;
}

/** Starts the pixel at the first consent; grants it again after a revoke. */
function grantPixel(pixelId: string): void {
  if (window.fbq) {
    window.fbq('consent', 'grant');
    return;
  }
  const fbq = installPixel();
  fbq('consent', 'grant');
  fbq('init', pixelId);
  fbq('track', 'PageView');
}

/**
 * The Meta pixel follows the visitor's choice: it loads once analytics and advertising are both
 * granted, and is revoked when they are withdrawn. Pages name a pixel only when
 * PUBLIC_META_PIXEL_ID is set.
 */
export function metaPixelFollowsConsent(): void {
  const pixelId = document.documentElement.dataset.metaPixel;
  if (!pixelId) return;
  if (allowsAdPixel(storedConsent())) grantPixel(pixelId);
  window.addEventListener(CONSENT_CHANGED_EVENT, (event) => {
    if (allowsAdPixel((event as ConsentChangedEvent).detail)) grantPixel(pixelId);
    else window.fbq?.('consent', 'revoke');
  });
}

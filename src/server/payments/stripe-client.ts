import Stripe from 'stripe';
import { stripeSettings } from '../env.ts';

// Departures from the spec's Stripe defaults (timeout 80000 ms, API version 2025-04-30), on purpose:
// - Netlify stops a synchronous function at 60 s, so three attempts of 80 s cannot fit; 10 s per
//   attempt keeps the worst case (3 × 10 s plus Stripe's back-off of at most 2 × 5 s) at 40 s.
// - stripe@23 describes only the API version it pins (Stripe.API_VERSION), so it sends that one:
//   answers in 2025-04-30's shape would not match the SDK's types.

/** Stripe's own retry policy (connection errors, 409, 5xx), set explicitly as the spec asks. */
const STRIPE_MAX_NETWORK_RETRIES = 2;
/** Per attempt. */
export const STRIPE_TIMEOUT_MS = 10_000;
/** How old a signed event may be, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The Stripe SDK, configured only by the environment; STRIPE_API_URL points it at the local stand-in. */
export function stripeClient(): Stripe {
  const { secretKey, apiUrl } = stripeSettings();
  const endpoint = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(endpoint && {
      host: endpoint.hostname,
      port: endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443),
      protocol: endpoint.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

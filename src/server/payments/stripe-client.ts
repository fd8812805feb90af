import Stripe from 'stripe';
import { stripeSettings } from '../env.ts';

/** Stripe's own retry policy (connection errors, 409, 5xx), set explicitly as the spec asks. */
export const STRIPE_MAX_NETWORK_RETRIES = 2;
/** Per attempt; three attempts still answer well inside a function's 60 s. */
const STRIPE_TIMEOUT_MS = 10_000;
/** How old a signed event may be, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The Stripe SDK, configured only by the environment; STRIPE_API_URL points it at the local
 * stand-in. The SDK pins the API version its types describe (stripe@23 cannot be set to the
 * spec's 2025-04-30), so no apiVersion is passed.
 */
export function stripeClient(): Stripe {
  const { secretKey, apiUrl } = stripeSettings();
  const endpoint = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
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

import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { receiveStripeEvent } from '../../src/server/payments/stripe-webhook.ts';

export default handler(['POST'], receiveStripeEvent);

// No rateLimit: Stripe sends every event from a few addresses of its own, and a limit would turn
// a busy minute's events into retries; the signature is what keeps anyone else out.
export const config: Config = { path: '/api/stripe-webhook' };

import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { receiveStripeEvent } from '../../src/server/payments/stripe-webhook.ts';

export default handler(['POST'], receiveStripeEvent);

export const config: Config = { path: '/api/stripe-webhook' };

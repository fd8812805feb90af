import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { startCheckout } from '../../src/server/payments/checkout.ts';

export default handler(['POST'], startCheckout);

export const config: Config = { path: '/api/checkout' };

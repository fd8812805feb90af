import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { processPayment } from '../../src/server/payments/process-payment.ts';

export default handler(['GET'], processPayment);

export const config: Config = { path: '/api/process-payment' };

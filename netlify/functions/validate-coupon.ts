import type { Config } from '@netlify/functions';
import { handler } from '../../src/server/http.ts';
import { validateCoupon } from '../../src/server/payments/validate-coupon.ts';

export default handler(['POST'], validateCoupon);

export const config: Config = { path: '/api/validate-coupon' };

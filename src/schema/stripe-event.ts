import { z } from 'zod';

/**
 * What the webhook relies on in a Checkout Session's event, checked once its signature is: a signed
 * event of another shape is answered 400 `invalid_event`, never acted on. The rest of the session
 * is Stripe's, typed by its SDK.
 */
export const checkoutSessionEventSchema = z.object({
  type: z.string(),
  data: z.object({
    object: z.looseObject({
      object: z.literal('checkout.session'),
      id: z.string().regex(/^cs_/),
      status: z.enum(['open', 'complete', 'expired']).nullable(),
      payment_status: z.string(),
      metadata: z.record(z.string(), z.string()),
    }),
  }),
});

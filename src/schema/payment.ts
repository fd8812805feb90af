import { z } from 'zod';
import { currencySchema, langSchema } from './content.ts';

/**
 * A booking as checkout sold it: what a Checkout Session carries in Stripe's metadata, read back by
 * fulfilment and the success page, so the booking is described by what was actually sold.
 */
export const bookingFactsSchema = z.object({
  packageId: z.string().min(1),
  packageName: z.string().min(1),
  versionId: z.string().min(1),
  versionName: z.string(),
  stepIds: z.array(z.string()),
  quantity: z.number().int().positive(),
  currency: currencySchema,
  /** Whole units, after discount. */
  total: z.number().int().nonnegative(),
  depositMinor: z.number().int().nonnegative(),
  couponCode: z.string().optional(),
  couponId: z.string().optional(),
  discountPercent: z.number(),
  language: langSchema,
});
export type BookingFacts = z.infer<typeof bookingFactsSchema>;

/** A booking as Stripe reports it paid: what was sold, and who paid how much. */
const paidBookingSchema = bookingFactsSchema.extend({
  sessionId: z.string(),
  customerEmail: z.string().optional(),
});
export type PaidBooking = z.infer<typeof paidBookingSchema>;

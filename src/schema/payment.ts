import { z } from 'zod';
import { currencySchema, isoDateSchema, langSchema } from './content.ts';

export const paymentPlanSchema = z.enum(['deposit', 'full']);

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
  /** The trip's price, whole units, after discount. */
  total: z.number().int().nonnegative(),
  payment: paymentPlanSchema,
  /** What the session charges now, in minor units: the deposit, or the total when paid in full. */
  paidNowMinor: z.number().int().nonnegative(),
  /** What remains after this payment, whole units; 0 when paid in full. */
  balance: z.number().int().nonnegative(),
  /** The departure, when the version has dated departures. */
  departureId: z.string().optional(),
  startDate: isoDateSchema.optional(),
  /** 42 days before the start, for a deposit on a departure. */
  balanceDueDate: isoDateSchema.optional(),
  couponCode: z.string().optional(),
  couponId: z.string().optional(),
  discountPercent: z.number(),
  language: langSchema,
  /** What the session holds in the ledger until paid or expired: places, the code's use. */
  holdId: z.string().optional(),
});
export type BookingFacts = z.infer<typeof bookingFactsSchema>;

/** A booking as Stripe reports it paid: what was sold, and who paid how much. */
const paidBookingSchema = bookingFactsSchema.extend({
  sessionId: z.string(),
  customerEmail: z.string().optional(),
  /** The customer Checkout created, and the card it saved for the balance (a deposit only). */
  stripeCustomerId: z.string().optional(),
  stripePaymentMethodId: z.string().optional(),
});
export type PaidBooking = z.infer<typeof paidBookingSchema>;

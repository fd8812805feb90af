import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../domain/languages.ts';
import { currencySchema, isoDateSchema, langSchema } from './content.ts';
import type { Refusals } from './parse.ts';

/**
 * The balance of a booking on a departure: what the `bookings` row says of it, what a balance
 * Checkout Session carries, and the balance link's interface (GET and POST /api/balance-checkout).
 * Islands import only the types.
 */

/** `none`: nothing to collect; `scheduled`: the job charges it when due; `action needed`: the card was refused. */
export const BALANCE_STATUSES = ['none', 'scheduled', 'paid', 'action needed'] as const;
export const balanceStatusSchema = z.enum(BALANCE_STATUSES);
export type BalanceStatus = z.infer<typeof balanceStatusSchema>;

/** A `bookings` row as the balance job and the balance link read it. */
export const bookingBalanceSchema = z.object({
  /** The Airtable record. */
  recordId: z.string().min(1),
  /** When the row was stored (ISO 8601): of two balances due the same day, the older booking goes first. */
  createdTime: z.string(),
  /** The booking's own Checkout Session: the booking's key, and the balance's idempotency key. */
  sessionId: z.string().min(1),
  packageId: z.string(),
  packageName: z.string().min(1),
  versionId: z.string(),
  quantity: z.number().int().positive(),
  currency: currencySchema,
  /** What remains, currency units (whole units as checkout sells; the operator may write cents). */
  balance: z.number().nonnegative(),
  startDate: isoDateSchema,
  balanceDueDate: isoDateSchema.optional(),
  balanceStatus: balanceStatusSchema,
  /** The operator set the booking's status to `cancelled`. */
  cancelled: z.boolean(),
  /** Absent when unknown or erased. */
  customerEmail: z.email().optional(),
  /** The booking's language; a row without one is written to in English. */
  language: langSchema.catch(DEFAULT_LANGUAGE),
  /** The customer and card checkout saved for the balance; absent on a row written before they were kept. */
  stripeCustomerId: z.string().optional(),
  stripePaymentMethodId: z.string().optional(),
});
export type BookingBalance = z.infer<typeof bookingBalanceSchema>;

/** What a balance Checkout Session carries in Stripe's metadata, for the webhook and the success page. */
export const balanceSessionSchema = z.object({
  kind: z.literal('balance'),
  /** The booking's own Checkout Session. */
  bookingSessionId: z.string().min(1),
  packageId: z.string(),
  packageName: z.string().min(1),
  quantity: z.number().int().positive(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  language: langSchema,
});
export type BalanceSession = z.infer<typeof balanceSessionSchema>;

/** POST /api/balance-checkout; GET takes the same token as `?token=`. */
export const balanceCheckoutBody = z.object({ token: z.string().max(200) });

export const balanceCheckoutRefusals: Refusals = { '': ['invalid_token', 'Send { "token": the token of the emailed link }.'] };

/** GET /api/balance-checkout: the booking whose balance the link pays, as the balance page shows it. */
const balanceAnswer = z.object({
  packageName: z.string(),
  quantity: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  currency: currencySchema,
  /** Currency units. */
  balance: z.number(),
});
export type BalanceAnswer = z.infer<typeof balanceAnswer>;

/** POST /api/balance-checkout: the fresh Checkout Session to pay on. */
const balanceCheckoutAnswer = z.object({ url: z.string() });
export type BalanceCheckoutAnswer = z.infer<typeof balanceCheckoutAnswer>;

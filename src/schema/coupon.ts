import { z } from 'zod';
import { isoDateSchema } from './content.ts';

/**
 * A promo code as the operator keeps it (the `coupons` table), read live by the functions and never
 * published. The rules that apply it are src/domain/coupon.ts.
 */
const couponSchema = z.object({
  /** The record id: a booking names the coupon it used by it. */
  id: z.string(),
  /** As written in the base, upper case. */
  code: z.string(),
  /** Absent, or outside 0–100, for a coupon that cannot be applied. */
  discountPercent: z.number().optional(),
  /** First and last day it can be used, both inclusive; absent for no limit. */
  validFrom: isoDateSchema.optional(),
  validUntil: isoDateSchema.optional(),
  /** The packages it applies to. */
  packageIds: z.array(z.string()),
  uses: z.number(),
  maxUses: z.number().optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

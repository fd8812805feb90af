import { z } from 'zod';
import { fromMinor, toMinor } from '../../domain/currency.ts';
import { bookingFactsSchema, type BookingFacts } from '../../schema/payment.ts';

/**
 * A booking's facts as Stripe's metadata carries them: text values of at most 500 characters.
 * Checkout writes them; fulfilment and the success page read them back from the session.
 */
const MAX_VALUE_LENGTH = 500;

export function toMetadata(facts: BookingFacts): Record<string, string> {
  const metadata: Record<string, string> = {
    packageId: facts.packageId,
    packageName: facts.packageName,
    versionId: facts.versionId,
    versionName: facts.versionName,
    stepIds: facts.stepIds.join(','),
    quantity: String(facts.quantity),
    currency: facts.currency,
    total: String(facts.total),
    payment: facts.payment,
    paidNow: fromMinor(facts.paidNowMinor).toFixed(2),
    balance: String(facts.balance),
    departureId: facts.departureId ?? '',
    startDate: facts.startDate ?? '',
    balanceDueDate: facts.balanceDueDate ?? '',
    couponCode: facts.couponCode ?? '',
    couponId: facts.couponId ?? '',
    discountPercent: String(facts.discountPercent),
    language: facts.language,
    holdId: facts.holdId ?? '',
  };
  // Stripe treats an empty value as "unset": empty facts are simply left out.
  return Object.fromEntries(
    Object.entries(metadata)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, value.slice(0, MAX_VALUE_LENGTH)]),
  );
}

const wholeNumber = z
  .string()
  .regex(/^\d+$/)
  .transform(Number);
/** A number written by toMetadata; anything else reads as 0. */
const decimal = z
  .string()
  .optional()
  .transform((value) => (Number.isFinite(Number(value)) ? Number(value) : 0));
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

const metadataSchema = z
  .object({
    ...bookingFactsSchema.pick({ packageId: true, packageName: true, versionId: true, currency: true, language: true, payment: true }).shape,
    versionName: z.string().default(''),
    stepIds: z
      .string()
      .default('')
      .transform((ids) => ids.split(',').filter(Boolean)),
    quantity: wholeNumber,
    total: wholeNumber,
    paidNow: decimal,
    balance: wholeNumber,
    departureId: optionalText,
    startDate: optionalText,
    balanceDueDate: optionalText,
    couponCode: optionalText,
    couponId: optionalText,
    holdId: optionalText,
    discountPercent: decimal,
  })
  .transform(({ paidNow, ...facts }) => ({ ...facts, paidNowMinor: toMinor(paidNow) }));

/** The booking of a session this site created; undefined for any other session. */
export function fromMetadata(metadata: Readonly<Record<string, string>> | null | undefined): BookingFacts | undefined {
  const read = metadataSchema.safeParse(metadata ?? undefined);
  const facts = read.success ? bookingFactsSchema.safeParse(read.data) : undefined;
  return facts?.success ? facts.data : undefined;
}

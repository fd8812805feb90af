import { z } from 'zod';
import { normalizeCouponCode } from '../domain/coupon.ts';
import { ERASURE_OUTCOMES } from '../domain/erasure.ts';
import { toLang, type Lang } from '../domain/languages.ts';
import { MAX_GROUP_SIZE } from '../domain/pricing.ts';
import { storableText } from '../domain/stored-text.ts';
import {
  BROCHURE_FIELDS,
  CONTACT_FIELDS,
  DELETION_FIELDS,
  HONEYPOT_FIELD,
  checkRequestFields,
  requestRefusal,
  type FieldRules,
} from '../domain/visitor-requests.ts';
import { DEPARTURE_STATUSES } from '../domain/departures.ts';
import { currencySchema, departureSchema, isoDateSchema, langSchema } from './content.ts';
import { paymentPlanSchema } from './payment.ts';
import { COUPON_ERRORS } from './coupon-errors.ts';
import type { Refusals } from './parse.ts';

/**
 * The functions' HTTP interface (decisions.md): the body each function reads, checked with these
 * schemas, and the answers islands read back. Islands import only the types.
 */

/** An Airtable record id, as a checkout names the package, version, departure and steps. */
const recordId = z.string().regex(/^rec[A-Za-z0-9]{1,40}$/);

/** 8–64 characters of A-Za-z0-9_- (decisions.md). */
const ATTEMPT_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** POST /api/checkout. Prices, amounts and discounts are not part of it: the function computes them. */
export const checkoutBody = z.object({
  packageId: recordId,
  versionId: recordId,
  /** The chosen optional steps. */
  stepIds: z
    .array(recordId)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length),
  quantity: z.number().int().min(1).max(MAX_GROUP_SIZE),
  currency: currencySchema,
  /** Upper-cased as typed; undefined without a code. */
  couponCode: z
    .string()
    .nullish()
    .transform((code) => (code ? normalizeCouponCode(storableText(code)) : '') || undefined),
  language: langSchema,
  /** Required when the version has upcoming departures (decisions.md). */
  departureId: recordId.optional(),
  /** Made once per page view by the booking widget: the same attempt and selection give the same session. */
  attemptId: z.string().regex(ATTEMPT_ID).optional(),
});
export type CheckoutBody = z.input<typeof checkoutBody>;
export type CheckoutRequest = z.output<typeof checkoutBody>;

export const checkoutRefusals: Refusals = {
  '': ['invalid_request', 'The request must be a JSON object.'],
  packageId: ['invalid_package', 'packageId must name a package.'],
  versionId: ['invalid_version', 'versionId must name a version of the package.'],
  stepIds: ['invalid_steps', 'stepIds must be a list of distinct step ids.'],
  quantity: ['invalid_quantity', `quantity must be a whole number from 1 to ${MAX_GROUP_SIZE}.`],
  currency: ['invalid_currency', 'currency must be one of USD, GBP, EUR, CHF.'],
  language: ['invalid_language', 'language must be one of en, de, it, fr, es.'],
  couponCode: ['invalid_coupon_code', 'couponCode must be text.'],
  departureId: ['invalid_departure', 'departureId must name a departure of the version.'],
  attemptId: ['invalid_attempt', 'attemptId must be 8 to 64 letters, digits, hyphens or underscores.'],
};

const checkoutAnswer = z.object({ url: z.string() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/** POST /api/validate-coupon */
export const couponBody = z.object({ code: z.string().transform(storableText), packageId: z.string() });

export const couponRefusals: Refusals = { '': ['invalid_request', 'Send { "code": text, "packageId": text }.'] };

const couponAnswer = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), couponId: z.string(), discountPercent: z.number().min(0).max(100) }),
  z.object({ valid: z.literal(false), error: z.enum(COUPON_ERRORS), message: z.string() }),
]);
export type CouponAnswer = z.infer<typeof couponAnswer>;
export type ValidCouponAnswer = Extract<CouponAnswer, { valid: true }>;

/**
 * A visitor form's text: absent or null reads as empty; stripped of what must not be stored
 * (src/domain/stored-text.ts), then trimmed and checked by the form's rules.
 */
const formText = z
  .string()
  .nullish()
  .transform((value) => storableText(value ?? ''));

/**
 * A visitor request: its texts, the honeypot and the language (anything but one of the five codes
 * reads as English), refused by the rules the form applies too (src/domain/visitor-requests.ts).
 */
function visitorRequest<K extends string>(rules: FieldRules<K>) {
  const texts = Object.fromEntries(Object.keys(rules).map((key) => [key, formText]));
  const form = z.object({ ...texts, [HONEYPOT_FIELD]: formText, language: z.unknown().optional().transform(toLang) }) as unknown as z.ZodType<
    Record<K | typeof HONEYPOT_FIELD, string> & { language: Lang }
  >;
  return form.transform((values, context): Record<K, string> & { language: Lang } => {
    const checked = checkRequestFields<K>(rules, values);
    if (checked.ok) return { ...checked.value, language: values.language };
    context.issues.push({ code: 'custom', message: checked.message, input: values, params: { refusal: checked } });
    return z.NEVER;
  });
}

/** POST /api/contact */
export const contactBody = visitorRequest(CONTACT_FIELDS);
export type ContactRequest = z.output<typeof contactBody>;

/** POST /api/addBrochureRecord: the package is named by name, as on its page. */
export const brochureBody = visitorRequest(BROCHURE_FIELDS);
export type BrochureRequest = z.output<typeof brochureBody>;

/** POST /api/delete-account: the reason is empty when the visitor gave none. */
export const deletionBody = visitorRequest(DELETION_FIELDS);
export type DeletionRequest = z.output<typeof deletionBody>;

/**
 * POST /api/confirm-deletion: the token of the emailed link, 32 random bytes in base64url. Anything
 * else is no token the site sent.
 */
export const confirmDeletionBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const confirmDeletionRefusals: Refusals = { '': ['invalid_token', 'This link is not valid.'] };

/** What confirming a deletion ended in: erased, or waiting for a balance to be collected. */
const confirmDeletionAnswer = z.object({ ok: z.literal(true), status: z.enum(ERASURE_OUTCOMES) });
export type ConfirmDeletionAnswer = z.infer<typeof confirmDeletionAnswer>;

const malformed = requestRefusal('invalid_request');
export const visitorRequestRefusals: Refusals = { '': [malformed.error, malformed.message] };

/** What a visitor request's function answers once the request is stored. */
const requestAnswer = z.object({ ok: z.literal(true), emailSent: z.boolean() });
export type RequestAnswer = z.infer<typeof requestAnswer>;

/** GET /api/process-payment: a paid booking, as the success page shows it. */
const bookingPaymentData = z.object({
  kind: z.literal('booking'),
  packageName: z.string(),
  packageId: z.string(),
  /** What was charged now, in currency units. */
  amount: z.number(),
  currency: currencySchema,
  quantity: z.number().int(),
  payment: paymentPlanSchema,
  /** The trip's price, whole units. */
  total: z.number(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** What remains, whole units; 0 when paid in full. */
  balance: z.number(),
  balanceDueDate: isoDateSchema.optional(),
});

/** A paid balance (the booking's balance link): nothing remains. */
const balancePaymentData = z.object({
  kind: z.literal('balance'),
  packageName: z.string(),
  packageId: z.string(),
  /** What was charged, in currency units. */
  amount: z.number(),
  currency: currencySchema,
  quantity: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});

const paymentData = z.discriminatedUnion('kind', [bookingPaymentData, balancePaymentData]);
export type PaymentData = z.infer<typeof paymentData>;
type Fields<Kind extends PaymentData['kind']> = Omit<Extract<PaymentData, { kind: Kind }>, 'kind'>;
/** Any field of a paid answer of either kind, each possibly missing: what a browser reads defensively. */
export type PaymentFields = Partial<Fields<'booking'> & Fields<'balance'>> & { kind?: PaymentData['kind'] };

const paymentAnswer = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), data: paymentData }),
  z.object({ success: z.literal(false), error: z.string(), message: z.string() }),
]);
export type PaymentAnswer = z.infer<typeof paymentAnswer>;

/** GET /api/availability?packageId=… */
export const availabilityQuery = z.object({ packageId: recordId });

export const availabilityRefusals: Refusals = {
  '': ['invalid_package', 'packageId must name a package.'],
};

/** A package's upcoming departures, by date, with the places left now. */
const availabilityAnswer = z.object({
  packageId: z.string(),
  departures: z.array(
    departureSchema.pick({ id: true, startDate: true, seats: true, price: true }).extend({
      versionId: z.string(),
      /** The trip's last day. */
      endDate: isoDateSchema,
      seatsLeft: z.number().int().nonnegative(),
      /** The operator's status, or full once no place is left. */
      status: z.enum([...DEPARTURE_STATUSES, 'full']),
    }),
  ),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;

/** Every error answer: a message key and an English text. */
const errorAnswer = z.object({ error: z.string(), message: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

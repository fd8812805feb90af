import { isCurrency, type Currency } from '../../domain/currency.ts';
import { isLang, type Lang } from '../../domain/languages.ts';

/**
 * What a Checkout Session carries about its booking, in Stripe's metadata (text values of at most
 * 500 characters). Checkout writes it; fulfilment and the success page read it back from the
 * session Stripe returns, so the booking is described by what was actually sold.
 */
export interface BookingFacts {
  packageId: string;
  packageName: string;
  versionId: string;
  versionName: string;
  stepIds: string[];
  quantity: number;
  currency: Currency;
  /** Whole units, after discount. */
  total: number;
  depositMinor: number;
  couponCode: string | undefined;
  couponId: string | undefined;
  discountPercent: number;
  language: Lang;
}

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
    deposit: (facts.depositMinor / 100).toFixed(2),
    couponCode: facts.couponCode ?? '',
    couponId: facts.couponId ?? '',
    discountPercent: String(facts.discountPercent),
    language: facts.language,
  };
  // Stripe treats an empty value as "unset": empty facts are simply left out.
  return Object.fromEntries(
    Object.entries(metadata)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, value.slice(0, MAX_VALUE_LENGTH)]),
  );
}

function wholeNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The booking of a session this site created; undefined for any other session. */
export function fromMetadata(metadata: Readonly<Record<string, string>> | null | undefined): BookingFacts | undefined {
  if (!metadata) return undefined;
  const { packageId, packageName, versionId, versionName, stepIds, currency, couponCode, couponId, language } = metadata;
  const quantity = wholeNumber(metadata.quantity);
  const total = wholeNumber(metadata.total);
  const deposit = Number(metadata.deposit);
  const discountPercent = Number(metadata.discountPercent ?? 0);
  if (!packageId || !packageName || !versionId || !quantity || total === undefined || !isCurrency(currency) || !isLang(language)) return undefined;
  return {
    packageId,
    packageName,
    versionId,
    versionName: versionName ?? '',
    stepIds: stepIds ? stepIds.split(',').filter(Boolean) : [],
    quantity,
    currency,
    total,
    depositMinor: Number.isFinite(deposit) ? Math.round(deposit * 100) : 0,
    couponCode: couponCode || undefined,
    couponId: couponId || undefined,
    discountPercent: Number.isFinite(discountPercent) ? discountPercent : 0,
    language,
  };
}

import { formatMinorAmount, formatPrice } from '../../domain/currency.ts';
import type { Lang } from '../../domain/languages.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START, DEPOSIT_PERCENT, balanceMinor } from '../../domain/pricing.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { CatalogPackage } from '../../schema/catalog.ts';
import type { PaidBooking } from '../../schema/payment.ts';

/**
 * What was booked, what was paid, what remains and when, as "label: value" lines in `lang`: the
 * body of the traveller's confirmation and of the operator's notice.
 */
export function bookingDetails(booking: PaidBooking, pkg: CatalogPackage | undefined, lang: Lang): string[] {
  const { currency } = booking;
  const t = useTranslations(lang).bookingEmail.details;
  const version = pkg?.versions.find((candidate) => candidate.id === booking.versionId);
  const stepNames = booking.stepIds.map((id) => version?.steps.find((step) => step.id === id)?.name[lang] ?? id);
  // Against the deposit Stripe charged, as the balance will be.
  const balance = balanceMinor(booking.total, booking.depositMinor);
  const lines: [string, string | undefined][] = [
    [t.trip, booking.packageName],
    [t.version, booking.versionName || version?.name],
    [t.dates, pkg?.period?.[lang]],
    [t.duration, version?.durationDays ? format(t.durationDays, { days: version.durationDays }) : undefined],
    [t.travellers, String(booking.quantity)],
    [t.steps, stepNames.length > 0 ? stepNames.join(', ') : undefined],
    [t.promo, booking.couponCode ? format(t.promoValue, { code: booking.couponCode, percent: booking.discountPercent }) : undefined],
    [t.total, formatPrice(booking.total, currency, lang)],
    [format(t.deposit, { percent: DEPOSIT_PERCENT }), formatMinorAmount(booking.depositMinor, currency, lang)],
    [t.balance, format(t.balanceDue, { amount: formatMinorAmount(balance, currency, lang), weeks: BALANCE_DUE_WEEKS_BEFORE_START })],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => `${label}: ${value}`);
}

import { formatDateRange, formatLongDate } from '../../domain/date-format.ts';
import { endDateOf } from '../../domain/departures.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatMinorAmount, formatPrice } from '../../domain/money-format.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START, DEPOSIT_PERCENT } from '../../domain/pricing.ts';
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
  const dates = booking.startDate ? formatDateRange(booking.startDate, endDateOf(booking.startDate, version?.durationDays), lang) : pkg?.period?.[lang];
  const balance = formatPrice(booking.balance, currency, lang);
  const lines: [string, string | undefined][] = [
    [t.trip, booking.packageName],
    [t.version, booking.versionName || version?.name],
    [t.dates, dates],
    [t.duration, version?.durationDays ? format(t.durationDays, { days: version.durationDays }) : undefined],
    [t.travellers, String(booking.quantity)],
    [t.steps, stepNames.length > 0 ? stepNames.join(', ') : undefined],
    [t.promo, booking.couponCode ? format(t.promoValue, { code: booking.couponCode, percent: booking.discountPercent }) : undefined],
    [t.total, formatPrice(booking.total, currency, lang)],
    [booking.payment === 'full' ? t.paidInFull : format(t.deposit, { percent: DEPOSIT_PERCENT }), formatMinorAmount(booking.paidNowMinor, currency, lang)],
    [
      t.balance,
      booking.payment === 'full'
        ? undefined
        : booking.balanceDueDate
          ? format(t.balanceOn, { amount: balance, date: formatLongDate(booking.balanceDueDate, lang) })
          : format(t.balanceDue, { amount: balance, weeks: BALANCE_DUE_WEEKS_BEFORE_START }),
    ],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => `${label}: ${value}`);
}

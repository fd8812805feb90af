import type { CatalogPackage } from '../../domain/catalog.ts';
import { formatMinorAmount, formatPrice } from '../../domain/currency.ts';
import { LANGUAGE_NAMES } from '../../domain/languages.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START, DEPOSIT_PERCENT, balanceMinor } from '../../domain/pricing.ts';
import { format, useTranslations } from '../../i18n/index.ts';
import { countText } from '../../i18n/plural.ts';
import type { Email } from '../mail.ts';
import type { PaidBooking } from './paid-booking.ts';

/**
 * The confirmation to the traveller and the notice to the operator, both in the booking's
 * language: what was booked, what was paid, what remains and when, and the cancellation rule.
 */
function details(booking: PaidBooking, pkg: CatalogPackage | undefined): string[] {
  const { language: lang, currency } = booking;
  const t = useTranslations(lang).bookingEmail.details;
  const version = pkg?.versions.find((candidate) => candidate.id === booking.versionId);
  const stepNames = booking.stepIds.map((id) => version?.steps.find((step) => step.id === id)?.name ?? id);
  const weeks = BALANCE_DUE_WEEKS_BEFORE_START;
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
    [t.balance, format(t.balanceDue, { amount: formatMinorAmount(balance, currency, lang), weeks })],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1])).map(([label, value]) => `${label}: ${value}`);
}

export function customerConfirmation(booking: PaidBooking, pkg: CatalogPackage | undefined, operatorEmail: string): Email | undefined {
  if (!booking.customerEmail) return undefined;
  const t = useTranslations(booking.language).bookingEmail;
  const weeks = BALANCE_DUE_WEEKS_BEFORE_START;
  const text = [
    t.customer.greeting,
    t.customer.intro,
    '',
    t.customer.summary,
    ...details(booking, pkg),
    '',
    format(t.terms.cancellation, { weeks }),
    t.terms.nextSteps,
    format(t.terms.contact, { email: operatorEmail }),
    '',
    t.customer.signOff,
    t.customer.team,
  ].join('\n');
  return {
    to: booking.customerEmail,
    subject: format(t.customer.subject, { package: booking.packageName }),
    text,
    replyTo: operatorEmail,
    tag: 'booking-confirmation',
  };
}

/** `couponCounted` false: the coupon's use could not be counted, and the operator must do it by hand. */
export function operatorNotice(booking: PaidBooking, pkg: CatalogPackage | undefined, operatorEmail: string, couponCounted: boolean): Email {
  const t = useTranslations(booking.language);
  const notice = t.bookingEmail.operator;
  const text = [
    notice.intro,
    ...(couponCounted || !booking.couponCode ? [] : ['', format(notice.couponNotCounted, { code: booking.couponCode })]),
    '',
    `${notice.customer}: ${booking.customerEmail ?? '—'}`,
    `${notice.language}: ${LANGUAGE_NAMES[booking.language]}`,
    ...details(booking, pkg),
    `${notice.session}: ${booking.sessionId}`,
  ].join('\n');
  return {
    to: operatorEmail,
    subject: format(notice.subject, { package: booking.packageName, travellers: countText(t.payment.travellers, booking.quantity) }),
    text,
    replyTo: booking.customerEmail,
    tag: 'booking-notice',
  };
}

import { LANGUAGE_NAMES } from '../../domain/languages.ts';
import { countText, format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { CatalogPackage } from '../../schema/catalog.ts';
import type { PaidBooking } from '../../schema/payment.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';
import { bookingDetails } from './booking-details.ts';

/**
 * The operator's notice of a paid booking, in the operator's language, naming the customer's.
 * `couponCounted` false: the coupon's use could not be counted, and the operator must do it by hand.
 */
export function bookingNotice(booking: PaidBooking, pkg: CatalogPackage | undefined, operator: Operator, couponCounted: boolean): Email {
  const t = useTranslations(operator.language);
  const notice = t.bookingEmail.operator;
  const text = [
    notice.intro,
    ...(couponCounted || !booking.couponCode ? [] : ['', format(notice.couponNotCounted, { code: booking.couponCode })]),
    '',
    `${notice.customer}: ${booking.customerEmail ?? '—'}`,
    `${notice.language}: ${LANGUAGE_NAMES[booking.language]}`,
    ...bookingDetails(booking, pkg, operator.language),
    `${notice.session}: ${booking.sessionId}`,
  ].join('\n');
  return {
    to: operator.email,
    subject: format(notice.subject, { package: booking.packageName, travellers: countText(t.payment.travellers, booking.quantity) }),
    text,
    replyTo: booking.customerEmail,
    tag: 'booking-notice',
  };
}

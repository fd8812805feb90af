import { formatLongDate } from '../../domain/date-format.ts';
import { LANGUAGE_NAMES } from '../../domain/languages.ts';
import { formatPrice } from '../../domain/money-format.ts';
import { countText, format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { CatalogPackage } from '../../schema/catalog.ts';
import type { PaidBooking } from '../../schema/payment.ts';
import type { Operator } from '../env.ts';
import type { Overbooking } from '../ledger/settlement.ts';
import type { Email } from '../mail/postmark.ts';
import { bookingDetails } from './booking-details.ts';

/** What the operator's notice must warn of besides the booking itself. */
export interface NoticeWarnings {
  /** False: the code's use is not in Airtable yet (it is counted automatically later). */
  couponCounted: boolean;
  /** The departure is over its seats: the payment came after its hold had lapsed. */
  overbooked?: Overbooking | undefined;
}

/** What is left for the operator to do about the money: nothing, or collecting the balance by hand. */
function balancePlan(booking: PaidBooking, notice: ReturnType<typeof useTranslations>['bookingEmail']['operator'], lang: Operator['language']): string {
  if (booking.payment === 'full') return notice.paidInFull;
  const amount = formatPrice(booking.balance, booking.currency, lang);
  return booking.balanceDueDate ? format(notice.balanceScheduled, { amount, date: formatLongDate(booking.balanceDueDate, lang) }) : format(notice.balanceByHand, { amount });
}

/** The operator's notice of a paid booking, in the operator's language, naming the customer's, and saying what to do. */
export function bookingNotice(booking: PaidBooking, pkg: CatalogPackage | undefined, operator: Operator, warnings: NoticeWarnings): Email {
  const t = useTranslations(operator.language);
  const notice = t.bookingEmail.operator;
  const { overbooked } = warnings;
  const text = [
    booking.payment === 'full' ? notice.introFull : notice.intro,
    ...(overbooked ? ['', format(notice.overbooked, { sold: overbooked.sold, seats: overbooked.seats })] : []),
    '',
    balancePlan(booking, notice, operator.language),
    ...(warnings.couponCounted || !booking.couponCode ? [] : ['', format(notice.couponNotCounted, { code: booking.couponCode })]),
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

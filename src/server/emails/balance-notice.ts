import { toMinor } from '../../domain/currency.ts';
import type { BalanceRefusal } from '../../domain/balance.ts';
import { LANGUAGE_NAMES } from '../../domain/languages.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { BookingBalance } from '../../schema/balance.ts';
import type { TripDates } from '../balances/trip-dates.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';
import { balanceDetails } from './balance-details.ts';

/**
 * The operator's notice of a balance the saved card did not pay, in the operator's language: why,
 * what was done (the booking marked, the customer emailed the link) and what is left to do.
 */
export function balanceNotice(booking: BookingBalance, dates: TripDates, refusal: BalanceRefusal, url: string, operator: Operator): Email {
  const t = useTranslations(operator.language).balance.notice;
  const why = refusal.kind === 'declined' ? format(t.declined, { code: refusal.code }) : refusal.kind === 'authentication' ? t.authentication : t.noCard;
  const customer = booking.customerEmail ?? '—';
  return {
    to: operator.email,
    replyTo: booking.customerEmail,
    subject: format(t.subject, { package: booking.packageName, customer }),
    text: [
      t.intro,
      `${t.reason}: ${why}`,
      '',
      t.marked,
      booking.customerEmail ? t.emailed : t.noEmail,
      t.todo,
      '',
      `${t.link}: ${url}`,
      '',
      `${t.customer}: ${customer}`,
      `${t.language}: ${LANGUAGE_NAMES[booking.language]}`,
      ...balanceDetails(booking, dates, { label: useTranslations(operator.language).balance.link.amount, minor: toMinor(booking.balance) }, operator.language),
      `${t.session}: ${booking.sessionId}`,
      `${t.record}: ${booking.recordId}`,
    ].join('\n'),
    tag: 'balance-notice',
  };
}

import { toMinor } from '../../domain/currency.ts';
import type { BalanceRefusal } from '../../domain/balance.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { BookingBalance } from '../../schema/balance.ts';
import type { TripDates } from '../balances/trip-dates.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';
import { balanceDetails } from './balance-details.ts';

/** The traveller's link to pay the balance the saved card did not, in the booking's language; none without an address. */
export function balancePaymentLink(booking: BookingBalance, dates: TripDates, refusal: BalanceRefusal, url: string, operator: Operator): Email | undefined {
  if (!booking.customerEmail) return undefined;
  const t = useTranslations(booking.language);
  const link = t.balance.link;
  const why = refusal.kind === 'declined' ? link.declined : refusal.kind === 'authentication' ? link.authentication : link.noCard;
  return {
    to: booking.customerEmail,
    replyTo: operator.email,
    subject: format(link.subject, { package: booking.packageName }),
    text: [
      t.bookingEmail.customer.greeting,
      why,
      '',
      ...balanceDetails(booking, dates, { label: link.amount, minor: toMinor(booking.balance) }, booking.language),
      '',
      link.action,
      url,
      '',
      format(t.bookingEmail.terms.contact, { email: operator.email }),
      '',
      t.bookingEmail.customer.signOff,
      t.bookingEmail.customer.team,
    ].join('\n'),
    tag: 'balance-link',
  };
}

import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { BookingBalance } from '../../schema/balance.ts';
import type { TripDates } from '../balances/trip-dates.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';
import { balanceDetails } from './balance-details.ts';

/** The traveller's receipt for the balance, in the booking's language; none without an address. */
export function balanceReceipt(booking: BookingBalance, dates: TripDates, paidMinor: number, operator: Operator): Email | undefined {
  if (!booking.customerEmail) return undefined;
  const t = useTranslations(booking.language);
  const customer = t.bookingEmail.customer;
  return {
    to: booking.customerEmail,
    replyTo: operator.email,
    subject: format(t.balance.receipt.subject, { package: booking.packageName }),
    text: [
      customer.greeting,
      t.balance.receipt.intro,
      '',
      ...balanceDetails(booking, dates, { label: t.balance.receipt.paid, minor: paidMinor }, booking.language),
      '',
      t.balance.receipt.nothingMore,
      format(t.bookingEmail.terms.contact, { email: operator.email }),
      '',
      customer.signOff,
      customer.team,
    ].join('\n'),
    tag: 'balance-receipt',
  };
}

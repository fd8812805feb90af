import { BALANCE_DUE_WEEKS_BEFORE_START } from '../../domain/pricing.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { CatalogPackage } from '../../schema/catalog.ts';
import type { PaidBooking } from '../../schema/payment.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';
import { bookingDetails } from './booking-details.ts';

/** The traveller's confirmation, in the booking's language, with the cancellation rule; none without an address. */
export function bookingConfirmation(booking: PaidBooking, pkg: CatalogPackage | undefined, operator: Operator): Email | undefined {
  if (!booking.customerEmail) return undefined;
  const t = useTranslations(booking.language).bookingEmail;
  const weeks = BALANCE_DUE_WEEKS_BEFORE_START;
  const text = [
    t.customer.greeting,
    t.customer.intro,
    '',
    t.customer.summary,
    ...bookingDetails(booking, pkg, booking.language),
    '',
    format(t.terms.cancellation, { weeks }),
    t.terms.nextSteps,
    format(t.terms.contact, { email: operator.email }),
    '',
    t.customer.signOff,
    t.customer.team,
  ].join('\n');
  return {
    to: booking.customerEmail,
    subject: format(t.customer.subject, { package: booking.packageName }),
    text,
    replyTo: operator.email,
    tag: 'booking-confirmation',
  };
}

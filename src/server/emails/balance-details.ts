import { formatDateRange } from '../../domain/date-format.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatMinorAmount } from '../../domain/money-format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { BookingBalance } from '../../schema/balance.ts';
import type { TripDates } from '../balances/trip-dates.ts';

/** The trip, its dates, the travellers and an amount, as "label: value" lines in `lang`. */
export function balanceDetails(
  booking: Pick<BookingBalance, 'packageName' | 'quantity' | 'currency'>,
  dates: TripDates,
  amount: { label: string; minor: number },
  lang: Lang,
): string[] {
  const t = useTranslations(lang).bookingEmail.details;
  return [
    `${t.trip}: ${booking.packageName}`,
    `${t.dates}: ${formatDateRange(dates.startDate, dates.endDate, lang)}`,
    `${t.travellers}: ${booking.quantity}`,
    `${amount.label}: ${formatMinorAmount(amount.minor, booking.currency, lang)}`,
  ];
}

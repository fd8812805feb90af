import type { ReactNode } from 'react';
import type { AppliedCoupon } from '../../domain/booking.ts';
import type { Currency } from '../../domain/currency.ts';
import { formatLongDate } from '../../domain/date-format.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatPrice } from '../../domain/money-format.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START, DEPOSIT_PERCENT, type PriceQuote } from '../../domain/pricing.ts';
import { countText, format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import Money from './Money.tsx';
import './price-breakdown.css';

type Texts = Dictionary['packageDetail']['booking'];

interface Props {
  /** The quote of the selection in a currency: every figure shown comes from it. */
  priceIn: (currency: Currency) => PriceQuote;
  currency: Currency | undefined;
  lang: Lang;
  texts: Texts;
  /** The chosen optional steps, in the quote's order of extras. */
  extras: readonly { id: string; name: string }[];
  coupon: AppliedCoupon | null;
  onRemoveCoupon: () => void;
  /** Whether the version is booked on a departure, which decides when the balance is charged. */
  datedVersion: boolean;
}

function Line({ label, note, amount, className, testId }: { label: ReactNode; note?: ReactNode; amount: ReactNode; className?: string; testId?: string }) {
  return (
    <div className={className ? `breakdown-line ${className}` : 'breakdown-line'}>
      <dt>
        {label}
        {note && <span className="breakdown-note">{note}</span>}
      </dt>
      <dd data-testid={testId}>{amount}</dd>
    </div>
  );
}

/**
 * The price as lines that add up: the trip and each extra per traveller times the travellers, the
 * discount, the total, what is paid now and what remains, with when it is charged.
 */
export default function PriceBreakdown({ priceIn, currency, lang, texts, extras, coupon, onRemoveCoupon, datedVersion }: Props) {
  const money = (figure: (price: PriceQuote, code: Currency) => string) => <Money currency={currency} format={(code) => figure(priceIn(code), code)} />;
  const times = (perTraveller: (price: PriceQuote) => number) =>
    money((price, code) => format(countText(texts.times, price.quantity), { price: formatPrice(perTraveller(price), code, lang) }));
  // The plan and the due date are the same in every currency.
  const plan = priceIn('EUR');
  const balanceNote = plan.balanceDueDate
    ? format(texts.balanceOn, { date: formatLongDate(plan.balanceDueDate, lang) })
    : format(datedVersion ? texts.balanceLater : texts.balanceByTeam, { weeks: BALANCE_DUE_WEEKS_BEFORE_START });

  return (
    <dl className="price-breakdown">
      <Line label={texts.tripPrice} note={times((price) => price.basePerTraveller)} amount={money((price, code) => formatPrice(price.baseSubtotal, code, lang))} />
      {extras.map((step, index) => (
        <Line
          key={step.id}
          label={step.name}
          note={times((price) => price.extrasPerTraveller[index] ?? 0)}
          amount={money((price, code) => formatPrice(price.extrasSubtotals[index] ?? 0, code, lang))}
        />
      ))}
      {coupon && (
        <Line
          className="breakdown-discount"
          label={<span>{format(texts.coupon, { code: coupon.code, percent: coupon.discountPercent })}</span>}
          note={
            <button type="button" className="link-button" onClick={onRemoveCoupon}>
              {texts.removeCoupon}
            </button>
          }
          amount={money((price, code) => formatPrice(-price.discount, code, lang))}
        />
      )}
      <Line className="breakdown-total" label={texts.total} amount={money((price, code) => formatPrice(price.total, code, lang))} testId="booking-total" />
      <Line
        className="breakdown-now"
        label={plan.payment === 'full' ? texts.dueInFull : format(texts.deposit, { percent: DEPOSIT_PERCENT })}
        amount={money((price, code) => formatPrice(price.dueNow, code, lang))}
        testId="booking-due-now"
      />
      {plan.payment === 'deposit' && (
        <Line label={texts.balance} note={balanceNote} amount={money((price, code) => formatPrice(price.balance, code, lang))} testId="booking-balance" />
      )}
    </dl>
  );
}

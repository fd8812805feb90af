import { useEffect, useId, useRef, useState } from 'react';
import { startCheckout } from '../../browser/api-client.ts';
import { applyCoupon, setQuantity } from '../../browser/stores/booking.ts';
import { $currency } from '../../browser/stores/currency.ts';
import { checkoutRequest, chosenSteps, exceedsGroupSize, priceSelection, versionOf, type BookingSelection } from '../../domain/booking.ts';
import { formatPrice, type Currency } from '../../domain/currency.ts';
import { dayIn } from '../../domain/dates.ts';
import { formatDays } from '../../domain/duration.ts';
import type { Lang } from '../../domain/languages.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START, DEPOSIT_PERCENT, MAX_GROUP_SIZE, isChargeable, quote } from '../../domain/pricing.ts';
import { format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BookingPackage } from '../../schema/booking.ts';
import { COUPON_LOOKUP_FAILED, isCouponError, type CouponError } from '../../schema/coupon-errors.ts';
import Money from './Money.tsx';
import PromoModal from './PromoModal.tsx';
import { useSelection, useVisitorCurrency } from './hooks.ts';
import './booking-widget.css';

interface Props {
  pkg: BookingPackage;
  lang: Lang;
  texts: Dictionary['packageDetail']['booking'];
  promoTexts: Dictionary['packageDetail']['promo'];
  /** The contact page in the page's language, for groups larger than the limit. */
  contactHref: string;
  /** The operator's time zone, in which a departure's distance decides deposit or full payment. */
  timeZone: string;
}

type Failure = { kind: 'checkout' | 'belowMinimum' } | { kind: 'coupon'; error: CouponError };

/** The booking section (#purchase): travellers, the price, the deposit, the promo code and the pay button. */
export default function BookingWidget({ pkg, lang, texts, promoTexts, contactHref, timeZone }: Props) {
  const selection = useSelection(pkg);
  const currency = useVisitorCurrency();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const id = useId();

  // Back from Stripe through the back/forward cache, the page is as it was left: loading.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPaying(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const version = versionOf(pkg, selection);
  const extras = chosenSteps(version, selection.stepIds);
  const tooMany = exceedsGroupSize(selection);
  const today = dayIn(timeZone, new Date());
  const priceIn = (code: Currency, of: BookingSelection = selection) => quote(priceSelection(pkg, of, code, today));
  // One id per page view: a double click reuses the first session, a later purchase gets a new one.
  const attempt = useRef<string | null>(null);
  // Before hydration there is no currency yet, and no coupon either: every price is chargeable.
  const tooSmall = currency !== undefined && !isChargeable(priceIn(currency));
  const blocked = tooMany || tooSmall;
  const [payBefore, payAfter] = texts.pay.split('{amount}');

  const pay = async () => {
    if (paying || blocked) return;
    setPaying(true);
    setFailure(null);
    attempt.current ??= crypto.randomUUID();
    const result = await startCheckout(checkoutRequest(pkg, selection, $currency.get(), lang, attempt.current));
    if ('url' in result) {
      window.location.assign(result.url);
      return;
    }
    setPaying(false);
    if (isCouponError(result.error) && result.error !== COUPON_LOOKUP_FAILED) {
      // The code was valid when applied but no longer is: the price shown must lose it too.
      applyCoupon(pkg, null);
      setFailure({ kind: 'coupon', error: result.error });
    } else {
      // Below the minimum here only when the coupon's discount changed since it was applied.
      setFailure({ kind: result.error === 'amount_too_small' ? 'belowMinimum' : 'checkout' });
    }
  };

  return (
    <div className="booking-widget">
      <dl className="booking-summary">
        {version && (
          <div>
            <dt>{texts.version}</dt>
            <dd>
              {version.name}
              {version.durationDays !== undefined && <> · {formatDays(version.durationDays, lang)}</>}
            </dd>
          </div>
        )}
        {extras.length > 0 && (
          <div>
            <dt>{texts.extras}</dt>
            <dd>
              <ul>
                {extras.map((step) => (
                  <li key={step.id}>{step.name}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt>{texts.pricePerPerson}</dt>
          <dd>
            <Money currency={currency} format={(code) => formatPrice(priceIn(code).perTraveller, code, lang)} />
          </dd>
        </div>
      </dl>

      <div className="quantity" role="group" aria-labelledby={`${id}-travellers`}>
        <span id={`${id}-travellers`} className="quantity-label">
          {texts.travellers}
        </span>
        <div className="quantity-control">
          <button
            type="button"
            className="quantity-button"
            aria-label={texts.fewer}
            disabled={selection.quantity <= 1}
            onClick={() => setQuantity(pkg, selection.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="quantity-value" aria-live="polite" aria-labelledby={`${id}-travellers`}>
            {selection.quantity}
          </output>
          <button type="button" className="quantity-button" aria-label={texts.more} onClick={() => setQuantity(pkg, selection.quantity + 1)}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>

      {tooMany && (
        <p className="booking-blocked" role="status">
          {format(texts.groupLimit, { max: MAX_GROUP_SIZE })} <a href={contactHref}>{texts.contactUs}</a>
        </p>
      )}

      {selection.coupon && (
        <p className="coupon-line">
          <span>{format(texts.coupon, { code: selection.coupon.code, percent: selection.coupon.discountPercent })}</span>
          <button type="button" className="link-button" onClick={() => applyCoupon(pkg, null)}>
            {texts.removeCoupon}
          </button>
        </p>
      )}

      <dl className="booking-totals">
        <div>
          <dt>{texts.total}</dt>
          <dd data-testid="booking-total">
            <Money currency={currency} format={(code) => formatPrice(priceIn(code).total, code, lang)} />
          </dd>
        </div>
        <div>
          <dt>{texts.deposit}</dt>
          <dd>
            <Money currency={currency} format={(code) => formatPrice(priceIn(code).dueNow, code, lang)} />
          </dd>
        </div>
      </dl>

      {tooSmall && (
        <p className="booking-blocked" role="status">
          {texts.belowMinimum} <a href={contactHref}>{texts.contactUs}</a>
        </p>
      )}

      <button type="button" className="button button-primary pay-button" disabled={paying || blocked} aria-busy={paying || undefined} onClick={pay}>
        {paying ? (
          texts.paying
        ) : (
          <span>
            {payBefore}
            <Money currency={currency} format={(code) => formatPrice(priceIn(code).dueNow, code, lang)} />
            {payAfter}
          </span>
        )}
      </button>

      <p className="checkout-error" role="alert">
        {failure?.kind === 'checkout' && texts.checkoutFailed}
        {failure?.kind === 'belowMinimum' && texts.belowMinimum}
        {failure?.kind === 'coupon' && promoTexts.errors[failure.error]}
      </p>

      <p className="deposit-note">
        {format(texts.depositNote, { percent: DEPOSIT_PERCENT, weeks: BALANCE_DUE_WEEKS_BEFORE_START })}
      </p>

      <button type="button" className="link-button promo-link" onClick={() => setPromoOpen(true)}>
        {texts.usePromo}
      </button>

      <PromoModal
        open={promoOpen}
        packageId={pkg.id}
        texts={promoTexts}
        onClose={() => setPromoOpen(false)}
        onApplied={(coupon) => {
          applyCoupon(pkg, coupon);
          setFailure(null);
          setPromoOpen(false);
        }}
      />
    </div>
  );
}

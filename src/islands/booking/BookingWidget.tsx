import { useEffect, useId, useRef, useState } from 'react';
import { startCheckout } from '../../browser/api/checkout.ts';
import { loadAvailability, notePlaces, refreshAvailability } from '../../browser/stores/availability.ts';
import { applyCoupon, chooseDeparture, setQuantity } from '../../browser/stores/booking.ts';
import { $currency } from '../../browser/stores/currency.ts';
import { checkoutRequest, chosenSteps, exceedsGroupSize, priceSelection, versionOf, withDeparture, type BookingSelection } from '../../domain/booking.ts';
import type { Currency } from '../../domain/currency.ts';
import { placesOf } from '../../domain/departure-places.ts';
import { availabilityOf, isBookable, upcomingDepartures } from '../../domain/departures.ts';
import { formatDays } from '../../domain/duration.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatPrice } from '../../domain/money-format.ts';
import { BALANCE_DUE_WEEKS_BEFORE_START, DEPOSIT_PERCENT, MAX_GROUP_SIZE, isChargeable, quote } from '../../domain/pricing.ts';
import { countText, format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BookingPackage } from '../../schema/booking.ts';
import { COUPON_LOOKUP_FAILED, isCouponError, type CouponError } from '../../schema/coupon-errors.ts';
import DeparturePicker from './DeparturePicker.tsx';
import Money from './Money.tsx';
import PriceBreakdown from './PriceBreakdown.tsx';
import PromoModal from './PromoModal.tsx';
import { useLivePlaces, useSelection, useToday, useVisitorCurrency } from './hooks.ts';
import './booking-widget.css';

interface Props {
  pkg: BookingPackage;
  lang: Lang;
  texts: Dictionary['packageDetail']['booking'];
  promoTexts: Dictionary['packageDetail']['promo'];
  /** The contact page in the page's language, for groups larger than the limit and full departures. */
  contactHref: string;
  /** The operator's time zone, in which a departure's distance decides deposit or full payment. */
  timeZone: string;
  /** The day of the build in that time zone: the pre-rendered HTML lists the departures upcoming then. */
  builtOn: string;
}

/** Why a departure must be chosen again: the keys of its message. */
type DepartureProblem = 'required' | 'filledUp' | 'closedNow' | 'gone';

type Failure = { kind: 'checkout' | 'belowMinimum' } | { kind: 'coupon'; error: CouponError } | { kind: 'departure'; problem: DepartureProblem };

/**
 * The booking section (#purchase): the departure, the travellers, the price line by line, the
 * promo code and the pay button, which says what is charged now.
 */
export default function BookingWidget({ pkg, lang, texts, promoTexts, contactHref, timeZone, builtOn }: Props) {
  const selection = useSelection(pkg);
  const currency = useVisitorCurrency();
  const live = useLivePlaces();
  const today = useToday(timeZone, builtOn);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [promoOpen, setPromoOpen] = useState(false);
  const picker = useRef<HTMLFieldSetElement>(null);
  const focusPicker = useRef(false);
  const id = useId();

  const version = versionOf(pkg, selection);
  const departures = upcomingDepartures(version?.departures ?? [], today);
  const datedVersion = departures.length > 0;
  const departure = departures.find((candidate) => candidate.id === selection.departureId);
  const places = departure && placesOf(departure, live);

  // Back from Stripe through the back/forward cache, the page is as it was left: loading.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPaying(false);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  useEffect(() => {
    if (pkg.versions.some((candidate) => upcomingDepartures(candidate.departures, today).length > 0)) loadAvailability(pkg.id);
  }, [pkg, today]);

  // A chosen date that is past, or can no longer be booked (live places, a refused checkout), is let go.
  const lostAvailability = places && !isBookable(places.availability) ? places.availability : undefined;
  const stale = selection.departureId !== null && !departure;
  useEffect(() => {
    if (!lostAvailability && !stale) return;
    chooseDeparture(pkg, null);
    if (lostAvailability) setFailure({ kind: 'departure', problem: lostAvailability === 'closed' ? 'closedNow' : 'filledUp' });
  }, [pkg, lostAvailability, stale]);

  // Where a date must be chosen again, the focus goes to the dates once they show what changed.
  useEffect(() => {
    if (!focusPicker.current) return;
    focusPicker.current = false;
    const choices = [...(picker.current?.querySelectorAll<HTMLInputElement>('input:not(:disabled)') ?? [])];
    (choices.find((choice) => choice.checked) ?? choices[0] ?? picker.current)?.focus();
  });

  const extras = chosenSteps(version, selection.stepIds);
  const priceIn = (code: Currency, of: BookingSelection = selection) => quote(priceSelection(pkg, of, code, today));
  const plan = priceIn('EUR').payment;
  const tooMany = exceedsGroupSize(selection);
  const fewPlaces = places && isBookable(places.availability) && selection.quantity > places.seatsLeft ? places.seatsLeft : undefined;
  // One id per page view: a double click reuses the first session, a later purchase gets a new one.
  const attempt = useRef<string | null>(null);
  // Before hydration there is no currency yet, and no coupon either: every price is chargeable.
  const tooSmall = currency !== undefined && !isChargeable(priceIn(currency));
  const blocked = tooMany || tooSmall || fewPlaces !== undefined;
  const [payBefore, payAfter] = (plan === 'full' ? texts.payFull : texts.pay).split('{amount}');

  const askForDeparture = (problem: DepartureProblem) => {
    focusPicker.current = true;
    setFailure({ kind: 'departure', problem });
  };

  const pay = async () => {
    if (paying || blocked) return;
    if (datedVersion && !departure) {
      askForDeparture('required');
      return;
    }
    setPaying(true);
    setFailure(null);
    attempt.current ??= crypto.randomUUID();
    const result = await startCheckout(checkoutRequest(pkg, selection, $currency.get(), lang, attempt.current));
    if ('url' in result) {
      window.location.assign(result.url);
      return;
    }
    setPaying(false);
    if (result.error === 'departure_required') {
      askForDeparture('required');
    } else if (departure && (result.error === 'departure_full' || result.error === 'departure_closed')) {
      // The places changed since the page showed them: say what checkout said, then ask again.
      const seatsLeft = result.error === 'departure_full' ? (result.placesLeft ?? 0) : (places?.seatsLeft ?? 0);
      notePlaces(departure.id, { seatsLeft, availability: result.error === 'departure_full' ? availabilityOf(departure, seatsLeft) : 'closed' });
      focusPicker.current = true;
      void refreshAvailability(pkg.id);
    } else if (result.error === 'invalid_departure') {
      chooseDeparture(pkg, null);
      askForDeparture('gone');
    } else if (isCouponError(result.error) && result.error !== COUPON_LOOKUP_FAILED) {
      // The code was valid when applied but no longer is: the price shown must lose it too.
      applyCoupon(pkg, null);
      setFailure({ kind: 'coupon', error: result.error });
    } else {
      // Below the minimum here only when the coupon's discount changed since it was applied.
      setFailure({ kind: result.error === 'amount_too_small' ? 'belowMinimum' : 'checkout' });
    }
  };

  const departureProblem =
    fewPlaces !== undefined ? countText(texts.departures.fewPlaces, fewPlaces) : failure?.kind === 'departure' ? texts.departures[failure.problem] : '';

  return (
    <div className="booking-widget">
      {version && (
        <dl className="booking-summary">
          <div>
            <dt>{texts.version}</dt>
            <dd>
              {version.name}
              {version.durationDays !== undefined && <> · {formatDays(version.durationDays, lang)}</>}
            </dd>
          </div>
        </dl>
      )}

      {datedVersion && (
        <DeparturePicker
          departures={departures}
          durationDays={version?.durationDays}
          chosenId={departure?.id ?? null}
          live={live}
          currency={currency}
          lang={lang}
          texts={texts.departures}
          contactHref={contactHref}
          ownPrice={(candidate, code) => priceIn(code, withDeparture(pkg, selection, candidate.id)).basePerTraveller}
          problem={departureProblem}
          groupRef={picker}
          onChoose={(departureId) => {
            chooseDeparture(pkg, departureId);
            if (failure?.kind === 'departure') setFailure(null);
          }}
        />
      )}

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

      <PriceBreakdown
        priceIn={priceIn}
        currency={currency}
        lang={lang}
        texts={texts}
        extras={extras}
        coupon={selection.coupon}
        onRemoveCoupon={() => applyCoupon(pkg, null)}
        datedVersion={datedVersion}
      />

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
        {plan === 'full'
          ? format(texts.fullNote, { weeks: BALANCE_DUE_WEEKS_BEFORE_START })
          : format(texts.depositNote, { percent: DEPOSIT_PERCENT, weeks: BALANCE_DUE_WEEKS_BEFORE_START })}
      </p>

      {!selection.coupon && (
        <button type="button" className="link-button promo-link" onClick={() => setPromoOpen(true)}>
          {texts.usePromo}
        </button>
      )}

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

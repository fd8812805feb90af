import { useId, useState, type Ref } from 'react';
import type { Currency } from '../../domain/currency.ts';
import { formatDateRange } from '../../domain/date-format.ts';
import { placesOf, type LivePlaces, type Places } from '../../domain/departure-places.ts';
import { endDateOf, isBookable } from '../../domain/departures.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatPrice } from '../../domain/money-format.ts';
import { countText, format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BookingPackage } from '../../schema/booking.ts';
import Money from './Money.tsx';
import { listedDepartures } from './departure-list.ts';
import './departure-picker.css';

type Texts = Dictionary['packageDetail']['booking']['departures'];
type Departure = BookingPackage['versions'][number]['departures'][number];

interface Props {
  /** The selected version's upcoming departures, by date. */
  departures: readonly Departure[];
  durationDays: number | undefined;
  chosenId: string | null;
  live: LivePlaces;
  currency: Currency | undefined;
  lang: Lang;
  texts: Texts;
  contactHref: string;
  /** A departure's own price per traveller in a currency, from the quote of that departure. */
  ownPrice: (departure: Departure, currency: Currency) => number;
  /** Why no departure may be chosen as things stand (none chosen, or the chosen one filled up); empty when fine. */
  problem: string;
  onChoose: (departureId: string) => void;
  /** The group of choices, focused (its chosen or first open date) when a date must be chosen. */
  groupRef: Ref<HTMLFieldSetElement>;
}

function placesText(texts: Texts, { seatsLeft, availability }: Places): string {
  return availability === 'open' || availability === 'guaranteed' ? countText(texts.placesLeft, seatsLeft) : texts[availability];
}

/**
 * The departures of the selected version as a radio group: one tab stop, arrows move between the
 * dates that can be booked, each date read with its places; full and closed dates stay listed,
 * disabled, and a full one offers the contact page. Live places replace the figures of the build
 * inside boxes of fixed size, so that nothing moves when they arrive.
 */
export default function DeparturePicker(props: Props) {
  const { departures, durationDays, chosenId, live, currency, lang, texts, contactHref, ownPrice, problem, onChoose, groupRef } = props;
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { shown, collapsible } = listedDepartures(departures, expanded, chosenId);

  return (
    <fieldset className="departures" ref={groupRef} aria-describedby={`${id}-problem`}>
      <legend>{texts.legend}</legend>
      <p id={`${id}-problem`} className="departures-problem" role="alert">
        {problem}
      </p>
      <div className="departure-list">
        {shown.map((departure) => {
          const places = placesOf(departure, live);
          const bookable = isBookable(places.availability);
          const dates = formatDateRange(departure.startDate, endDateOf(departure.startDate, durationDays), lang);
          return (
            <div key={departure.id} className={`departure is-${places.availability}`}>
              <label className="departure-choice">
                <input
                  type="radio"
                  name={`${id}-departure`}
                  value={departure.id}
                  checked={departure.id === chosenId}
                  disabled={!bookable}
                  onChange={() => onChoose(departure.id)}
                />
                <span className="departure-head">
                  <span className="departure-dates">{dates}</span>
                  {departure.status === 'guaranteed' && places.availability !== 'closed' && <span className="departure-guaranteed">{texts.guaranteed}</span>}
                </span>
                {departure.price !== null && (
                  <span className="departure-price">
                    <Money currency={currency} format={(code) => format(texts.price, { price: formatPrice(ownPrice(departure, code), code, lang) })} />
                  </span>
                )}
                <span className="departure-places">{placesText(texts, places)}</span>
              </label>
              {places.availability === 'full' && (
                <a className="departure-ask" href={contactHref}>
                  {texts.askUs}
                  <span className="sr-only"> ({dates})</span>
                </a>
              )}
            </div>
          );
        })}
      </div>
      {collapsible && (
        <button type="button" className="link-button departures-toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? texts.showFewer : format(texts.showAll, { count: departures.length })}
        </button>
      )}
    </fieldset>
  );
}

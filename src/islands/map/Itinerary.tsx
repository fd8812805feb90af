import { useStore } from '@nanostores/react';
import { $highlightedStep, chooseStep } from '../../browser/stores/booking.ts';
import { versionOf } from '../../domain/booking.ts';
import { formatPrice } from '../../domain/currency.ts';
import type { Lang } from '../../domain/languages.ts';
import { fromPrice } from '../../domain/pricing.ts';
import { format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BookingPackage } from '../../schema/booking.ts';
import Money from '../booking/Money.tsx';
import { useSelection, useVisitorCurrency } from '../booking/hooks.ts';
import { useHydrated } from '../use-hydrated.ts';
import './itinerary.css';

interface Props {
  pkg: BookingPackage;
  lang: Lang;
  texts: Dictionary['packageDetail']['itinerary'];
}

/**
 * The selected version's steps in order, pre-rendered as HTML: a row highlights its step (here and
 * on the map); an optional step has a checkbox and its extra cost in the visitor's currency.
 */
export default function Itinerary({ pkg, lang, texts }: Props) {
  const selection = useSelection(pkg);
  const currency = useVisitorCurrency();
  const hydrated = useHydrated();
  const highlighted = useStore($highlightedStep);
  const version = versionOf(pkg, selection);
  const [costBefore, costAfter] = texts.extraCost.split('{price}');

  return (
    <ol className="itinerary">
      {version?.steps.map((step, index) => {
        const isHighlighted = hydrated && highlighted === step.id;
        return (
          <li key={step.id} id={`step-${step.id}`} className={isHighlighted ? 'itinerary-step is-highlighted' : 'itinerary-step'}>
            <button type="button" className="itinerary-step-title" aria-pressed={isHighlighted} onClick={() => $highlightedStep.set(step.id)}>
              <span className="itinerary-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="sr-only">{format(texts.stepNumber, { number: index + 1 })}: </span>
              <span>{step.name}</span>
              {step.optional && <span className="itinerary-badge">{texts.optional}</span>}
            </button>
            {step.description && <p className="itinerary-step-text">{step.description}</p>}
            {step.optional && (
              <label className="itinerary-option">
                <input
                  type="checkbox"
                  checked={selection.stepIds.includes(step.id)}
                  onChange={(event) => chooseStep(pkg, step.id, event.target.checked)}
                />
                <span>
                  {texts.addStep}
                  <span className="sr-only">: {step.name}</span>{' '}
                  <span className="itinerary-cost">
                    {costBefore}
                    <Money currency={currency} format={(code) => formatPrice(fromPrice(step.additionalCost, pkg.currency, code), code, lang)} />
                    {costAfter}
                  </span>
                </span>
              </label>
            )}
          </li>
        );
      })}
    </ol>
  );
}

import { useStore } from '@nanostores/react';
import { $highlightedStep, chooseStep } from '../../browser/stores/booking.ts';
import { versionOf } from '../../domain/booking.ts';
import { dayGroups, type DaySpan } from '../../domain/itinerary-days.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatPrice } from '../../domain/money-format.ts';
import { fromPrice } from '../../domain/pricing.ts';
import { format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BookingPackage } from '../../schema/booking.ts';
import Money from '../booking/Money.tsx';
import { useSelection, useVisitorCurrency } from '../booking/hooks.ts';
import { useHydrated } from '../use-hydrated.ts';
import './itinerary.css';

type Step = BookingPackage['versions'][number]['steps'][number];

interface Props {
  pkg: BookingPackage;
  lang: Lang;
  texts: Dictionary['packageDetail']['itinerary'];
  days: Dictionary['tripFacts']['days'];
  /** "This text is in English.", in the page's language, for each language a step text fell back to. */
  fallbackNotes: Partial<Record<Lang, string>>;
}

function dayLabel(texts: Props['days'], days: DaySpan): string {
  return days.first === days.last ? format(texts.one, { day: days.first }) : format(texts.range, { first: days.first, last: days.last });
}

/**
 * The selected version's steps in order, pre-rendered as HTML, day by day where the steps have
 * days: a row highlights its step (here and on the map); an optional step has a checkbox and its
 * extra cost in the visitor's currency. Step descriptions in another language than the page's
 * carry their `lang` and one note says so.
 */
export default function Itinerary({ pkg, lang, texts, days, fallbackNotes }: Props) {
  const selection = useSelection(pkg);
  const currency = useVisitorCurrency();
  const hydrated = useHydrated();
  const highlighted = useStore($highlightedStep);
  const version = versionOf(pkg, selection);
  const steps = version?.steps ?? [];
  const [costBefore, costAfter] = texts.extraCost.split('{price}');
  const noteLang = steps.find((step) => step.descriptionLang)?.descriptionLang;

  const renderStep = (step: Step) => {
    const index = steps.indexOf(step);
    const isHighlighted = hydrated && highlighted === step.id;
    return (
      <li key={step.id} id={`step-${step.id}`} className={isHighlighted ? 'itinerary-step is-highlighted' : 'itinerary-step'}>
        <button type="button" className="itinerary-step-title" aria-pressed={isHighlighted} onClick={() => $highlightedStep.set(step.id)}>
          <span className="itinerary-step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="sr-only">{format(texts.stepNumber, { number: index + 1 })}: </span>
          <span lang={step.nameLang}>{step.name}</span>
          {step.optional && <span className="itinerary-badge">{texts.optional}</span>}
        </button>
        {step.description && (
          <p className="itinerary-step-text" lang={step.descriptionLang}>
            {step.description}
          </p>
        )}
        {step.optional && (
          <label className="itinerary-option">
            <input type="checkbox" checked={selection.stepIds.includes(step.id)} onChange={(event) => chooseStep(pkg, step.id, event.target.checked)} />
            <span>
              {texts.addStep}
              <span className="sr-only">
                : <span lang={step.nameLang}>{step.name}</span>
              </span>{' '}
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
  };

  const groups = dayGroups(steps, version?.durationDays);
  return (
    <>
      {noteLang && <p className="fallback-note">{fallbackNotes[noteLang]}</p>}
      {groups ? (
        <ol className="itinerary-days">
          {groups.map((group) => (
            <li key={group.steps[0]!.id} className="itinerary-day">
              {group.days && <h3 className="itinerary-day-title">{dayLabel(days, group.days)}</h3>}
              <ol className="itinerary">{group.steps.map(renderStep)}</ol>
            </li>
          ))}
        </ol>
      ) : (
        <ol className="itinerary">{steps.map(renderStep)}</ol>
      )}
    </>
  );
}

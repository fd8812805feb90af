import { selectVersion } from '../../browser/stores/booking.ts';
import { formatDays } from '../../domain/duration.ts';
import type { Lang } from '../../domain/languages.ts';
import { formatPrice } from '../../domain/money-format.ts';
import { fromPrice } from '../../domain/pricing.ts';
import type { Dictionary } from '../../i18n/index.ts';
import type { BookingPackage } from '../../schema/booking.ts';
import Money from './Money.tsx';
import { useSelection, useVisitorCurrency } from './hooks.ts';
import './version-picker.css';

interface Props {
  pkg: BookingPackage;
  lang: Lang;
  texts: Dictionary['packageDetail']['versions'];
  perPerson: string;
}

/** The version cards: name, duration, price, the ordered step names, and "selected" or "select". */
export default function VersionPicker({ pkg, lang, texts, perPerson }: Props) {
  const selection = useSelection(pkg);
  const currency = useVisitorCurrency();

  return (
    <ul className="version-cards">
      {pkg.versions.map((version) => {
        const selected = version.id === selection.versionId;
        return (
          <li key={version.id} className={selected ? 'version-card is-selected' : 'version-card'}>
            <h3>{version.name}</h3>
            <p className="version-meta">
              {version.durationDays !== undefined && <span>{formatDays(version.durationDays, lang)}</span>}
              <span>
                <Money currency={currency} format={(code) => formatPrice(fromPrice(version.price, pkg.currency, code), code, lang)} /> {perPerson}
              </span>
            </p>
            <ol className="version-steps">
              {version.steps.map((step) => (
                <li key={step.id}>{step.name}</li>
              ))}
            </ol>
            <button
              type="button"
              className={selected ? 'button button-secondary' : 'button button-ghost'}
              aria-pressed={selected}
              onClick={() => selectVersion(pkg, version.id)}
            >
              {selected ? texts.selected : texts.select}
              <span className="sr-only"> {version.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

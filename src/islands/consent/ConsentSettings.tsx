import { useEffect, useId, useRef, useState } from 'react';
import { OPEN_SETTINGS_EVENT } from '../../browser/consent/events.ts';
import { storeConsent, storedConsent } from '../../browser/consent/store.ts';
import { keepFocusInside } from '../../browser/focus-trap.ts';
import { ESSENTIAL_ONLY, type Consent } from '../../domain/consent.ts';
import type { Dictionary } from '../../i18n/index.ts';

type Texts = Dictionary['common']['consent'];
type OptionalCategory = 'preferences' | 'analytics' | 'advertising';

const OPTIONAL: readonly OptionalCategory[] = ['preferences', 'analytics', 'advertising'];

/**
 * A closing dialog gives the focus back to the button that opened it; the banner's Customize is
 * gone once a choice is stored, so the focus goes to the page's content instead of nowhere.
 */
function settleFocus(): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.getClientRects().length === 0) document.getElementById('main')?.focus();
}

/** The cookie settings panel: per-category switches, necessary fixed on. */
export default function ConsentSettings({ texts }: { texts: Texts }) {
  const [draft, setDraft] = useState<Consent>(ESSENTIAL_ONLY);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const open = () => {
      window.__alturaCookieSettingsRequested = false;
      setDraft(storedConsent() ?? ESSENTIAL_ONLY);
      if (dialog.current && !dialog.current.open) dialog.current.showModal();
    };
    if (window.__alturaCookieSettingsRequested) open();
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal consent-settings"
      aria-labelledby={titleId}
      onClose={settleFocus}
      onKeyDown={(event) => dialog.current && keepFocusInside(dialog.current, event.nativeEvent)}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          storeConsent(draft);
          dialog.current?.close();
        }}
      >
        <h2 id={titleId}>{texts.settingsTitle}</h2>
        <ul className="consent-categories">
          <li>
            <label>
              <input type="checkbox" role="switch" checked disabled />
              <span>
                <strong>{texts.necessary}</strong> <small>({texts.alwaysOn})</small>
                <br />
                {texts.necessaryText}
              </span>
            </label>
          </li>
          {OPTIONAL.map((category) => (
            <li key={category}>
              <label>
                <input
                  type="checkbox"
                  role="switch"
                  name={category}
                  checked={draft[category]}
                  onChange={(event) => setDraft({ ...draft, [category]: event.target.checked })}
                />
                <span>
                  <strong>{texts[category]}</strong>
                  <br />
                  {texts[`${category}Text`]}
                </span>
              </label>
            </li>
          ))}
        </ul>
        <div className="consent-actions">
          <button type="submit" className="button button-primary">
            {texts.saveSettings}
          </button>
          <button type="button" className="button button-ghost" onClick={() => dialog.current?.close()}>
            {texts.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  ESSENTIAL_ONLY,
  parseConsent,
  serializeConsent,
  type Consent,
} from '../../domain/consent.ts';
import type { Dictionary } from '../../i18n/index.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { CONSENT_CHANGED_EVENT, OPEN_SETTINGS_EVENT } from './events.ts';

type Texts = Dictionary['common']['consent'];
type View = 'closed' | 'banner' | 'settings';
type OptionalCategory = 'preferences' | 'analytics' | 'advertising';

const OPTIONAL: readonly OptionalCategory[] = ['preferences', 'analytics', 'advertising'];

export default function ConsentManager({ texts }: { texts: Texts }) {
  const [view, setView] = useState<View>('closed');
  const [draft, setDraft] = useState<Consent>(ESSENTIAL_ONLY);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const openSettings = () => {
      window.__alturaCookieSettingsRequested = false;
      setDraft(parseConsent(readCookie(CONSENT_COOKIE.name)) ?? ESSENTIAL_ONLY);
      setView('settings');
    };
    if (window.__alturaCookieSettingsRequested) openSettings();
    else if (!parseConsent(readCookie(CONSENT_COOKIE.name))) setView('banner');
    window.addEventListener(OPEN_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, openSettings);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (view === 'settings' && element && !element.open) element.showModal();
    if (view !== 'settings' && element?.open) element.close();
  }, [view]);

  const store = (consent: Consent) => {
    writeCookie(CONSENT_COOKIE, serializeConsent(consent));
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: consent }));
    setView('closed');
  };

  return (
    <>
      {view === 'banner' && (
        <section className="consent-banner" aria-labelledby={titleId}>
          <h2 id={titleId}>{texts.title}</h2>
          <p>{texts.text}</p>
          <div className="consent-actions">
            <button type="button" className="button button-primary" onClick={() => store(ACCEPT_ALL)}>
              {texts.acceptAll}
            </button>
            <button type="button" className="button button-secondary" onClick={() => store(ESSENTIAL_ONLY)}>
              {texts.essentialOnly}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setView('settings')}>
              {texts.customize}
            </button>
          </div>
        </section>
      )}
      <dialog
        ref={dialog}
        className="consent-settings"
        aria-labelledby={`${titleId}-settings`}
        onClose={() => setView((current) => (current === 'settings' ? (parseConsent(readCookie(CONSENT_COOKIE.name)) ? 'closed' : 'banner') : current))}
      >
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            store(draft);
          }}
        >
          <h2 id={`${titleId}-settings`}>{texts.settingsTitle}</h2>
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
    </>
  );
}

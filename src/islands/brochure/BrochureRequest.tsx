import { useEffect, useId, useRef, useState, type KeyboardEvent, type SubmitEvent } from 'react';
import { postRequest } from '../../browser/api/visitor-request.ts';
import { openBrochure } from '../../browser/open-brochure.ts';
import type { Lang } from '../../domain/languages.ts';
import { BROCHURE_FIELDS, EMAIL_MAX_LENGTH, checkRequestFields, matchesBrochurePattern } from '../../domain/visitor-requests.ts';
import type { Dictionary } from '../../i18n/index.ts';
import { useIslandReady } from '../use-island-ready.ts';
import '../forms/forms.css';
import './brochure.css';

interface Props {
  /** The package's name, as the function knows it. */
  packageName: string;
  lang: Lang;
  /** The brochure's path on this site, in the page's language (or English). */
  brochurePath: string;
  texts: Dictionary['brochure'];
}

type Message = { tone: 'error' | 'success'; text: string } | undefined;

/**
 * The brochure box of a package page: a button, then an email input. The download stays disabled
 * until the address matches the spec's pattern; once the request is stored the box resets and the
 * brochure opens. Hydrated with `client:interaction`: a press on the button before React has
 * loaded is replayed once it has.
 */
export default function BrochureRequest({ packageName, lang, brochurePath, texts }: Props) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useIslandReady(root);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<Message>();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const statusId = `${id}-status`;
  const ready = matchesBrochurePattern(email);
  const invalid = message?.tone === 'error' && message.text === texts.invalidEmail;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (open ? input : opener).current?.focus();
  }, [open]);

  const show = (next: boolean) => {
    moveFocus.current = true;
    setOpen(next);
  };

  const refuseInvalid = () => setMessage({ tone: 'error', text: texts.invalidEmail });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkRequestFields(BROCHURE_FIELDS, { email, packageName });
    if (!checked.ok) {
      if (checked.error === 'invalid_email' || checked.error === 'missing_fields') refuseInvalid();
      else setMessage({ tone: 'error', text: texts.issueDownloadingBrochure });
      return;
    }
    setSending(true);
    setMessage(undefined);
    const outcome = await postRequest('/api/addBrochureRecord', { ...checked.value, language: lang });
    setSending(false);
    if (!outcome.ok) {
      setMessage({ tone: 'error', text: outcome.error === 'invalid_email' ? texts.invalidEmail : texts.issueDownloadingBrochure });
      return;
    }
    setEmail('');
    show(false);
    setMessage({ tone: 'success', text: texts.downloaded });
    openBrochure(brochurePath);
  };

  // The download button is disabled while the address is incomplete, which also blocks Enter:
  // Enter then explains what is wrong instead.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !ready) {
      event.preventDefault();
      refuseInvalid();
    }
  };

  return (
    <div ref={root} className="brochure-request">
      {open ? (
        <form className="brochure-form" noValidate onSubmit={submit}>
          <label htmlFor={`${id}-email`}>{texts.email}</label>
          <div className="brochure-row">
            <input
              ref={input}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={`${id}-privacy${message ? ` ${statusId}` : ''}`}
              onChange={(event) => {
                setEmail(event.target.value);
                if (invalid) setMessage(undefined);
              }}
              onBlur={() => {
                if (email.trim() !== '' && !ready) refuseInvalid();
              }}
              onKeyDown={onKeyDown}
            />
            <button type="submit" className="button button-primary" disabled={!ready || sending}>
              {sending ? texts.sending : texts.download}
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => {
                setMessage(undefined);
                show(false);
              }}
            >
              {texts.cancel}
            </button>
          </div>
          <p id={`${id}-privacy`} className="form-hint">
            {texts.privacy}
          </p>
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          className="button button-primary"
          onClick={() => {
            setMessage(undefined);
            show(true);
          }}
        >
          {texts.open}
        </button>
      )}
      <p id={statusId} className="form-status" role="status" data-tone={message?.tone}>
        {message?.text}
      </p>
    </div>
  );
}

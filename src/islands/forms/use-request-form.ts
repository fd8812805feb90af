import { useId, useRef, useState, type SubmitEvent } from 'react';
import { postRequest } from '../../browser/api/visitor-request.ts';
import type { Lang } from '../../domain/languages.ts';
import { HONEYPOT_FIELD, checkRequestFields, type FieldRules } from '../../domain/visitor-requests.ts';
import type { Dictionary } from '../../i18n/index.ts';
import { useIslandReady } from '../use-island-ready.ts';
import { problemMessage } from './problem-message.ts';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

type RequestFormStatus<Sent> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | ({ kind: 'sent' } & Sent)
  | { kind: 'error'; message: string; fields: readonly string[] };

interface RequestFormOptions<K extends string, Sent> {
  lang: Lang;
  /** The function's path, e.g. /api/contact. */
  endpoint: string;
  /** The form's fields and their rules, which the function applies too (src/domain/visitor-requests.ts). */
  fields: FieldRules<K>;
  /** What the confirmation needs, from the checked values and whether the email went out. */
  sent: (values: Record<K, string>, emailSent: boolean) => Sent;
  /** The form's own text for missing required fields. */
  missingFields: string;
  shared: Dictionary['forms'];
}

/**
 * The state of a visitor request form: its values (what was typed before hydration included), the
 * honeypot, and idle → sending → sent, or an error that names the fields to fix and keeps the text.
 * Once the typed text is in its state, it tells the `client:interaction` directive, which then
 * replays a press on "Send" made before (src/browser/interaction-directive.ts).
 */
export function useRequestForm<K extends string, Sent>(options: RequestFormOptions<K, Sent>) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => Object.fromEntries(Object.keys(options.fields).map((key) => [key, ''])) as Record<K, string>);
  useIslandReady(form, useTypedBeforeHydration(form, setValues));
  const [trap, setTrap] = useState('');
  const [status, setStatus] = useState<RequestFormStatus<Sent>>({ kind: 'idle' });
  const fieldId = (name: K) => `${id}-${name}`;

  const fail = (error: string, fields: readonly string[]) => {
    setStatus({ kind: 'error', message: problemMessage(error, options.missingFields, options.shared), fields });
    if (fields[0]) document.getElementById(`${id}-${fields[0]}`)?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending' || status.kind === 'sent') return;
    const request = { ...values, language: options.lang, [HONEYPOT_FIELD]: trap };
    const checked = checkRequestFields(options.fields, request);
    if (!checked.ok) {
      fail(checked.error, checked.fields);
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await postRequest(options.endpoint, request);
    if (outcome.ok) setStatus({ kind: 'sent', ...options.sent(checked.value, outcome.emailSent) });
    else fail(outcome.error, []);
  };

  return {
    form,
    status,
    submit,
    values,
    set: (name: K) => (value: string) => setValues((current) => ({ ...current, [name]: value })),
    trap,
    setTrap,
    fieldId,
    statusId: `${id}-status`,
    invalid: (name: K) => status.kind === 'error' && status.fields.includes(name),
  };
}

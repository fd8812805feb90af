import { useId, useRef, useState, type SubmitEvent } from 'react';
import { HONEYPOT_FIELD, type Checked } from '../../domain/visitor-requests.ts';
import type { Lang } from '../../domain/languages.ts';
import type { Dictionary } from '../../i18n/index.ts';
import { postRequest } from './post-request.ts';
import { problemMessage } from './problem-message.ts';
import { useHydrated } from './use-hydrated.ts';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

export type RequestFormStatus<Sent> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | ({ kind: 'sent' } & Sent)
  | { kind: 'error'; message: string; fields: readonly string[] };

interface RequestFormOptions<Values extends Record<string, string>, Request, Sent> {
  lang: Lang;
  /** The function's path, e.g. /api/contact. */
  endpoint: string;
  initial: Values;
  /** The same check the function runs (src/domain/visitor-requests.ts). */
  check: (input: unknown) => Checked<Request>;
  /** What the confirmation needs, from the checked request and whether its email went out. */
  sent: (request: Request, emailSent: boolean) => Sent;
  /** The form's own text for missing required fields. */
  missingFields: string;
  shared: Dictionary['forms'];
}

/**
 * The state of a visitor request form: its values (what was typed before hydration included), the
 * honeypot, and idle → sending → sent, or an error that names the fields to fix and keeps the text.
 */
export function useRequestForm<Values extends Record<string, string>, Request, Sent>(options: RequestFormOptions<Values, Request, Sent>) {
  const id = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(options.initial);
  useTypedBeforeHydration(form, setValues);
  const [trap, setTrap] = useState('');
  const [status, setStatus] = useState<RequestFormStatus<Sent>>({ kind: 'idle' });
  const fieldId = (name: keyof Values & string) => `${id}-${name}`;

  const fail = (error: string, fields: readonly string[]) => {
    setStatus({ kind: 'error', message: problemMessage(error, options.missingFields, options.shared), fields });
    if (fields[0]) document.getElementById(`${id}-${fields[0]}`)?.focus();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending' || status.kind === 'sent') return;
    const request = { ...values, language: options.lang, [HONEYPOT_FIELD]: trap };
    const checked = options.check(request);
    if (!checked.ok) {
      fail(checked.problem, checked.fields);
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await postRequest(options.endpoint, request);
    if (outcome.ok) setStatus({ kind: 'sent', ...options.sent(checked.value, outcome.emailSent) });
    else fail(outcome.error, []);
  };

  return {
    form,
    hydrated,
    status,
    submit,
    values,
    set: (name: keyof Values & string) => (value: string) => setValues((current) => ({ ...current, [name]: value })),
    trap,
    setTrap,
    fieldId,
    statusId: `${id}-status`,
    invalid: (name: keyof Values & string) => status.kind === 'error' && status.fields.includes(name),
  };
}

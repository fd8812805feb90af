import type { ReactNode } from 'react';
import type { Lang } from '../../domain/languages.ts';
import type { FieldRules } from '../../domain/visitor-requests.ts';
import type { Dictionary } from '../../i18n/index.ts';
import FormField from './FormField.tsx';
import Honeypot from './Honeypot.tsx';
import { useRequestForm } from './use-request-form.ts';
import './forms.css';

/** One field of a visitor form, in the order shown; its limits come from the form's rules. */
export interface FieldSpec<K extends string> {
  name: K;
  label: string;
  type?: 'email';
  multiline?: boolean;
  autoComplete?: string;
  /** Shown after the label of an optional field. */
  optionalLabel?: string;
  hint?: string;
  /** Shows the characters left once the text is this close to its limit. */
  counterMargin?: number;
}

interface Props<K extends string, Sent> {
  lang: Lang;
  /** The function's path, e.g. /api/contact. */
  endpoint: string;
  rules: FieldRules<K>;
  fields: readonly FieldSpec<K>[];
  submitLabel: string;
  /** The form's own text for missing required fields. */
  missingFields: string;
  shared: Dictionary['forms'];
  /** What the confirmation needs, from the checked values and whether the email went out. */
  sent: (values: Record<K, string>, emailSent: boolean) => Sent;
  confirmation: (sent: Sent) => ReactNode;
}

/**
 * A visitor request form (contact, data deletion), hydrated with `client:interaction`: its button
 * works from the first press, before React has loaded. The confirmation replaces the button only
 * once the function answered that the request is stored; on any error the visitor's text stays.
 */
export default function RequestForm<K extends string, Sent>(props: Props<K, Sent>) {
  const { rules, shared } = props;
  const { form, status, submit, values, set, trap, setTrap, fieldId, statusId, invalid } = useRequestForm({
    lang: props.lang,
    endpoint: props.endpoint,
    fields: rules,
    sent: props.sent,
    missingFields: props.missingFields,
    shared,
  });
  const done = status.kind === 'sent';

  return (
    // method="post": were scripts off, a press would send nothing through the page's address.
    <form ref={form} className="visitor-form" method="post" noValidate onSubmit={submit}>
      {props.fields.map((field) => (
        <FormField
          key={field.name}
          id={fieldId(field.name)}
          name={field.name}
          type={field.type}
          multiline={field.multiline}
          label={field.label}
          optionalLabel={field.optionalLabel}
          hint={field.hint}
          value={values[field.name]}
          onChange={set(field.name)}
          maxLength={rules[field.name].max}
          required={rules[field.name].required}
          autoComplete={field.autoComplete}
          readOnly={done}
          invalid={invalid(field.name)}
          errorId={statusId}
          counter={field.counterMargin === undefined ? undefined : { from: rules[field.name].max - field.counterMargin, template: shared.charactersLeft }}
        />
      ))}
      <Honeypot label={shared.honeypot} value={trap} onChange={setTrap} />
      <div className="form-actions">
        {!done && (
          <button type="submit" className="button button-primary">
            {status.kind === 'sending' ? shared.sending : props.submitLabel}
          </button>
        )}
        <p id={statusId} className="form-status" role="status" data-tone={done ? 'success' : status.kind === 'error' ? 'error' : undefined}>
          {status.kind === 'error' && status.message}
          {status.kind === 'sent' && props.confirmation(status)}
        </p>
      </div>
    </form>
  );
}

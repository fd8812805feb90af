import { format } from '../../i18n/format.ts';

interface Props {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  invalid?: boolean;
  /** The id of the message that explains why the field is invalid. */
  errorId?: string;
  required?: boolean;
  /** Shown after the label of an optional field. */
  optionalLabel?: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  readOnly?: boolean;
  /** From this length on, the characters left are shown ('{count} characters left'). */
  counter?: { from: number; template: string };
}

/** A labelled text input or textarea of the visitor forms, with its hint and remaining characters. */
export default function FormField(props: Props) {
  const { id, name, label, value, onChange, maxLength, invalid = false, errorId, required = false, optionalLabel, hint, counter } = props;
  const hintId = hint ? `${id}-hint` : undefined;
  const showCounter = counter !== undefined && value.length >= counter.from;
  const counterId = showCounter ? `${id}-counter` : undefined;
  const describedBy = [hintId, counterId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const fieldProps = {
    id,
    name,
    value,
    maxLength,
    required,
    readOnly: props.readOnly,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };

  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {optionalLabel && <span className="form-optional"> ({optionalLabel})</span>}
      </label>
      {hint && (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      )}
      {props.multiline ? (
        <textarea {...fieldProps} rows={7} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...fieldProps} type={props.type ?? 'text'} autoComplete={props.autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {showCounter && (
        <p id={counterId} className="form-counter" data-near-limit={value.length >= maxLength ? '' : undefined}>
          {format(counter.template, { count: maxLength - value.length })}
        </p>
      )}
    </div>
  );
}

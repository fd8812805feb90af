import type { Lang } from '../../domain/languages.ts';
import { EMAIL_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, checkContactRequest } from '../../domain/visitor-requests.ts';
import type { Dictionary } from '../../i18n/index.ts';
import FormField from './FormField.tsx';
import Honeypot from './Honeypot.tsx';
import { useRequestForm } from './use-request-form.ts';
import './forms.css';

interface Props {
  lang: Lang;
  texts: Dictionary['contact']['form'];
  shared: Dictionary['forms'];
}

/** Shows the characters left once a message is this close to the limit. */
const COUNTER_MARGIN = 500;

/**
 * The contact form. The confirmation replaces the button only once the function answered that the
 * message is stored; on any error the visitor's text stays in the form.
 */
export default function ContactForm({ lang, texts, shared }: Props) {
  const { form, hydrated, status, submit, values, set, trap, setTrap, fieldId, statusId, invalid } = useRequestForm({
    lang,
    endpoint: '/api/contact',
    initial: { name: '', email: '', message: '' },
    check: checkContactRequest,
    sent: () => ({}),
    missingFields: texts.missingFields,
    shared,
  });

  const sent = status.kind === 'sent';
  const message = status.kind === 'sent' ? texts.sent : status.kind === 'error' ? status.message : '';

  return (
    <form ref={form} className="visitor-form" noValidate onSubmit={submit}>
      <FormField
        id={fieldId('name')}
        name="name"
        label={texts.name}
        value={values.name}
        onChange={set('name')}
        maxLength={NAME_MAX_LENGTH}
        required
        autoComplete="name"
        readOnly={sent}
        invalid={invalid('name')}
        errorId={statusId}
      />
      <FormField
        id={fieldId('email')}
        name="email"
        type="email"
        label={texts.email}
        value={values.email}
        onChange={set('email')}
        maxLength={EMAIL_MAX_LENGTH}
        required
        autoComplete="email"
        readOnly={sent}
        invalid={invalid('email')}
        errorId={statusId}
      />
      <FormField
        id={fieldId('message')}
        name="message"
        multiline
        label={texts.message}
        value={values.message}
        onChange={set('message')}
        maxLength={MESSAGE_MAX_LENGTH}
        required
        readOnly={sent}
        invalid={invalid('message')}
        errorId={statusId}
        counter={{ from: MESSAGE_MAX_LENGTH - COUNTER_MARGIN, template: shared.charactersLeft }}
      />
      <Honeypot label={shared.honeypot} value={trap} onChange={setTrap} />
      <div className="form-actions">
        {!sent && (
          <button type="submit" className="button button-primary" disabled={!hydrated}>
            {status.kind === 'sending' ? shared.sending : texts.submit}
          </button>
        )}
        <p id={statusId} className="form-status" role="status" data-tone={sent ? 'success' : status.kind === 'error' ? 'error' : undefined}>
          {message}
        </p>
      </div>
    </form>
  );
}

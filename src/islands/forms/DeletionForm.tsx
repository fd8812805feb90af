import type { Lang } from '../../domain/languages.ts';
import {
  DELETION_PROCESSING_DAYS,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REASON_MAX_LENGTH,
  checkDeletionRequest,
} from '../../domain/visitor-requests.ts';
import { format } from '../../i18n/define.ts';
import type { Dictionary } from '../../i18n/index.ts';
import FormField from './FormField.tsx';
import Honeypot from './Honeypot.tsx';
import { useRequestForm } from './use-request-form.ts';
import './forms.css';

interface Props {
  lang: Lang;
  texts: Dictionary['deleteAccount']['form'];
  shared: Dictionary['forms'];
}

/** Shows the characters left once a reason is this close to the limit. */
const COUNTER_MARGIN = 100;

/**
 * The data deletion request. The confirmation replaces the button once the request is stored; it
 * promises an email only when the confirmation email actually went out.
 */
export default function DeletionForm({ lang, texts, shared }: Props) {
  const { form, hydrated, status, submit, values, set, trap, setTrap, fieldId, statusId, invalid } = useRequestForm({
    lang,
    endpoint: '/api/delete-account',
    initial: { name: '', email: '', reason: '' },
    check: checkDeletionRequest,
    sent: (request, emailSent) => ({ email: request.email, emailSent }),
    missingFields: texts.missingFields,
    shared,
  });

  const sent = status.kind === 'sent';

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
        id={fieldId('reason')}
        name="reason"
        multiline
        label={texts.reason}
        optionalLabel={shared.optional}
        hint={texts.reasonHint}
        value={values.reason}
        onChange={set('reason')}
        maxLength={REASON_MAX_LENGTH}
        readOnly={sent}
        invalid={invalid('reason')}
        errorId={statusId}
        counter={{ from: REASON_MAX_LENGTH - COUNTER_MARGIN, template: shared.charactersLeft }}
      />
      <Honeypot label={shared.honeypot} value={trap} onChange={setTrap} />
      <div className="form-actions">
        {!sent && (
          <button type="submit" className="button button-primary" disabled={!hydrated}>
            {status.kind === 'sending' ? shared.sending : texts.submit}
          </button>
        )}
        <div id={statusId} className="form-status" role="status" data-tone={sent ? 'success' : status.kind === 'error' ? 'error' : undefined}>
          {status.kind === 'error' && status.message}
          {status.kind === 'sent' && (
            <>
              <strong className="form-status-title">{texts.confirmationTitle}</strong>{' '}
              {format(status.emailSent ? texts.confirmation : texts.confirmationWithoutEmail, {
                email: status.email,
                days: DELETION_PROCESSING_DAYS,
              })}
            </>
          )}
        </div>
      </div>
    </form>
  );
}

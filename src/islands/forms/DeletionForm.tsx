import type { Lang } from '../../domain/languages.ts';
import { DELETION_LINK_VALID_DAYS } from '../../domain/erasure.ts';
import { DELETION_FIELDS } from '../../domain/visitor-requests.ts';
import { format } from '../../i18n/format.ts';
import type { Dictionary } from '../../i18n/index.ts';
import RequestForm from './RequestForm.tsx';

interface Props {
  lang: Lang;
  texts: Dictionary['deleteAccount']['form'];
  shared: Dictionary['forms'];
}

/**
 * The data deletion request. Its confirmation promises the emailed link only when the email
 * actually went out; the link, not this form, erases (src/server/erasure).
 */
export default function DeletionForm({ lang, texts, shared }: Props) {
  return (
    <RequestForm
      lang={lang}
      endpoint="/api/delete-account"
      rules={DELETION_FIELDS}
      fields={[
        { name: 'name', label: texts.name, autoComplete: 'name' },
        { name: 'email', label: texts.email, type: 'email', autoComplete: 'email' },
        { name: 'reason', label: texts.reason, multiline: true, optionalLabel: shared.optional, hint: texts.reasonHint, counterMargin: 100 },
      ]}
      submitLabel={texts.submit}
      missingFields={texts.missingFields}
      shared={shared}
      sent={(request, emailSent) => ({ email: request.email, emailSent })}
      confirmation={({ email, emailSent }) => (
        <>
          <strong className="form-status-title">{texts.confirmationTitle}</strong>{' '}
          {format(emailSent ? texts.confirmation : texts.confirmationWithoutEmail, { email, days: DELETION_LINK_VALID_DAYS })}
        </>
      )}
    />
  );
}

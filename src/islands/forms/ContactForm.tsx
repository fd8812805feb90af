import type { Lang } from '../../domain/languages.ts';
import { CONTACT_FIELDS } from '../../domain/visitor-requests.ts';
import type { Dictionary } from '../../i18n/index.ts';
import RequestForm from './RequestForm.tsx';

interface Props {
  lang: Lang;
  texts: Dictionary['contact']['form'];
  shared: Dictionary['forms'];
}

/** The contact form: name, email and message, answered by the operator. */
export default function ContactForm({ lang, texts, shared }: Props) {
  return (
    <RequestForm
      lang={lang}
      endpoint="/api/contact"
      rules={CONTACT_FIELDS}
      fields={[
        { name: 'name', label: texts.name, autoComplete: 'name' },
        { name: 'email', label: texts.email, type: 'email', autoComplete: 'email' },
        { name: 'message', label: texts.message, multiline: true, counterMargin: 500 },
      ]}
      submitLabel={texts.submit}
      missingFields={texts.missingFields}
      shared={shared}
      sent={() => ({})}
      confirmation={() => texts.sent}
    />
  );
}

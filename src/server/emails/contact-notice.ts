import type { StoredRequest } from '../../airtable/records/visitor-requests.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { ContactRequest } from '../../schema/api.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';
import { requestNotice } from './request-notice.ts';

/** The operator's notice of a contact message, with the message. */
export function contactNotice(message: ContactRequest, row: StoredRequest, operator: Operator): Email {
  const t = useTranslations(operator.language).requestEmails.operator;
  return requestNotice(operator, message, row, {
    subject: format(t.contact.subject, { email: message.email }),
    intro: format(t.contact.intro, { name: message.name }),
    details: [],
    body: ['', `${t.labels.message}:`, message.message],
    tag: 'contact',
  });
}

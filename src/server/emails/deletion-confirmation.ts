import { DELETION_PROCESSING_DAYS } from '../../domain/visitor-requests.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { DeletionRequest } from '../../schema/api.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail.ts';

/** The confirmation the deletion page promises the visitor, in their language. */
export function deletionConfirmation(deletion: DeletionRequest, operator: Operator): Email {
  const t = useTranslations(deletion.language).requestEmails.deletion;
  return {
    to: deletion.email,
    replyTo: operator.email,
    subject: t.subject,
    text: format(t.body, { name: deletion.name, email: deletion.email, days: DELETION_PROCESSING_DAYS }),
    tag: 'deletion-confirmation',
  };
}

import type { Lang } from '../../domain/languages.ts';
import { DELETION_PROCESSING_DAYS } from '../../domain/visitor-requests.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';

/**
 * The confirmation the deletion page promises, to the address given, in the visitor's language.
 * Anybody can type any address, so it carries the site's fixed text only: no name, no reason.
 */
export function deletionConfirmation(recipient: { email: string; language: Lang }, operator: Operator): Email {
  const t = useTranslations(recipient.language).requestEmails.deletion;
  return {
    to: recipient.email,
    replyTo: operator.email,
    subject: t.subject,
    text: format(t.body, { days: DELETION_PROCESSING_DAYS }),
    tag: 'deletion-confirmation',
  };
}

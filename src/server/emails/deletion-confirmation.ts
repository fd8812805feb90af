import { DELETION_LINK_VALID_DAYS } from '../../domain/erasure.ts';
import type { Lang } from '../../domain/languages.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';

/**
 * The link that confirms a deletion request, to the address given, in the visitor's language.
 * Anybody can type any address, so it carries fixed text and the link only: no name, no reason.
 */
export function deletionConfirmation(to: { email: string; language: Lang }, link: string, operator: Operator): Email {
  const t = useTranslations(to.language).erasureEmails.link;
  return {
    to: to.email,
    replyTo: operator.email,
    subject: t.subject,
    text: format(t.body, { url: link, days: DELETION_LINK_VALID_DAYS }),
    tag: 'deletion-confirmation',
  };
}

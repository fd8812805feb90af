import type { Lang } from '../../domain/languages.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';

/**
 * The brochure's link for the visitor, in their language. Anybody can type any address, so it
 * carries the site's fixed text, the name of a published package and the link to its brochure
 * on this site: nothing the visitor typed but the address it goes to.
 */
export function brochureLink(recipient: { email: string; language: Lang }, publishedPackageName: string, url: string, operator: Operator): Email {
  const t = useTranslations(recipient.language).requestEmails.brochure;
  return {
    to: recipient.email,
    replyTo: operator.email,
    subject: format(t.subject, { packageName: publishedPackageName }),
    text: format(t.body, { packageName: publishedPackageName, url }),
    tag: 'brochure',
  };
}

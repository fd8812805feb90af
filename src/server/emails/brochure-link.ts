import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { BrochureRequest } from '../../schema/api.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail.ts';

/** The brochure's link for the visitor, in their language. */
export function brochureLink(brochure: BrochureRequest, url: string, operator: Operator): Email {
  const t = useTranslations(brochure.language).requestEmails.brochure;
  return {
    to: brochure.email,
    replyTo: operator.email,
    subject: format(t.subject, { packageName: brochure.packageName }),
    text: format(t.body, { packageName: brochure.packageName, url }),
    tag: 'brochure',
  };
}

import type { StoredRequest } from '../../airtable/records/visitor-requests.ts';
import { LANGUAGE_NAMES, type Lang } from '../../domain/languages.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';

/** What a notice says of its own request, in the operator's language. */
interface NoticeContent {
  subject: string;
  intro: string;
  /** Lines after the visitor's name and address. */
  details: string[];
  /** Lines after where the request is stored. */
  body: string[];
  tag: string;
}

/**
 * The operator's notice of a visitor's request: who sent it, in which language, when it came and
 * which row holds it; a reply goes to the visitor.
 */
export function requestNotice(operator: Operator, visitor: { name: string; email: string; language: Lang }, row: StoredRequest, content: NoticeContent): Email {
  const { labels } = useTranslations(operator.language).requestEmails.operator;
  return {
    to: operator.email,
    replyTo: visitor.email,
    subject: content.subject,
    text: [
      content.intro,
      '',
      `${labels.name}: ${visitor.name}`,
      `${labels.email}: ${visitor.email}`,
      ...content.details,
      `${labels.language}: ${LANGUAGE_NAMES[visitor.language]}`,
      `${labels.received}: ${row.createdAt}`,
      `${labels.record}: ${row.id}`,
      ...content.body,
    ].join('\n'),
    tag: content.tag,
  };
}

import type { Lang } from '../../domain/languages.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';

/** Tells the visitor that an erasure finished after they left the confirmation page (a balance was due, or a fault interrupted it). */
export function erasureDone(to: { email: string; language: Lang }, operator: Operator): Email {
  const t = useTranslations(to.language).erasureEmails.done;
  return { to: to.email, replyTo: operator.email, subject: t.subject, text: t.body, tag: 'erasure-done' };
}

import { LOCALE_TAGS } from '../../domain/languages.ts';
import { countText, format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Operator } from '../env.ts';
import { MAX_ATTEMPTS } from '../mail/back-off.ts';
import type { Email } from '../mail/postmark.ts';
import type { MailTable } from '../mail/row-emails.ts';

/** One email that has not gone out, as the digest names it. */
export interface FailedEmail {
  table: MailTable;
  /** The table's name in the operator's base. */
  tableName: string;
  recordId: string;
  /** One of the table's kinds (src/server/mail/row-emails.ts). */
  kind: string;
  /** The visitor it goes to; none for the operator's own notices. */
  to: string | undefined;
  /** Since when it fails (epoch ms): its first failed attempt, or the row's storing. */
  since: number;
  attempts: number;
  /** Epoch ms of the next attempt; or why there is none. */
  next: number | 'given up' | 'not tried' | 'not rebuilt';
}

/**
 * The operator's digest, in the operator's language, of every email that has not gone out: what
 * it is, to whom, which row, since when, and whether it is still being tried. Times are the
 * operator's (OPERATOR_TIME_ZONE).
 */
export function emailDigest(failures: readonly FailedEmail[], operator: Operator, timeZone: string): Email {
  const t = useTranslations(operator.language).emailDigest;
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[operator.language], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const date = (ms: number) => when.format(new Date(ms));
  const blocks = failures.map((failure) => {
    const what = (t.what[failure.table] as Readonly<Record<string, string>>)[failure.kind] ?? failure.kind;
    const state =
      typeof failure.next === 'number'
        ? format(t.next, { date: date(failure.next) })
        : { 'given up': t.givenUp, 'not tried': t.notTried, 'not rebuilt': t.notRebuilt }[failure.next];
    const tries = failure.attempts > 0 ? `, ${countText(t.attempts, failure.attempts)}` : '';
    return [
      `• ${what}${failure.to ? ` ${format(t.to, { email: failure.to })}` : ''}`,
      `  ${format(t.record, { table: failure.tableName, record: failure.recordId })}`,
      `  ${format(t.since, { date: date(failure.since) })}${tries}: ${state}`,
    ].join('\n');
  });
  return {
    to: operator.email,
    subject: countText(t.subject, failures.length),
    text: [format(t.intro, { attempts: MAX_ATTEMPTS }), '', ...blocks.flatMap((block) => [block, ''])].join('\n').trimEnd(),
    tag: 'email-digest',
  };
}

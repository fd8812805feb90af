import type { StoredRequest } from '../../airtable/records/visitor-requests.ts';
import { DELETION_PROCESSING_DAYS } from '../../domain/visitor-requests.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { DeletionRequest } from '../../schema/api.ts';
import type { Operator } from '../env.ts';
import type { Email } from '../mail/postmark.ts';
import { requestNotice } from './request-notice.ts';

/** The operator's notice of a data deletion request, with its reason and the time allowed. */
export function deletionNotice(deletion: DeletionRequest, row: StoredRequest, operator: Operator): Email {
  const t = useTranslations(operator.language).requestEmails.operator;
  return requestNotice(operator, deletion, row, {
    subject: format(t.deletion.subject, { email: deletion.email }),
    intro: format(t.deletion.intro, { days: DELETION_PROCESSING_DAYS }),
    details: [`${t.labels.reason}: ${deletion.reason || t.deletion.noReason}`],
    body: [],
    tag: 'deletion-request',
  });
}

import type { DeletionRequestRow } from '../../airtable/records/deletion-requests.ts';
import { format } from '../../i18n/format.ts';
import { useTranslations } from '../../i18n/index.ts';
import type { Operator } from '../env.ts';
import type { ErasureReport } from '../erasure/erase.ts';
import type { Email } from '../mail/postmark.ts';
import { requestNotice } from './request-notice.ts';

/**
 * The operator's notice of a confirmed erasure, in their language: completed, or waiting for the
 * balances it names. It says what was erased, and carries the name and reason the visitor gave
 * (the operator's inbox is no typed address).
 */
export function erasureNotice(request: DeletionRequestRow, report: ErasureReport, operator: Operator): Email {
  const t = useTranslations(operator.language);
  const notice = t.erasureEmails.operator;
  const count = (template: string, value: number) => format(template, { count: value });
  const text = report.outcome === 'completed' ? notice.completed : notice.waiting;
  const createdAt = request.createdAt ?? '';
  return requestNotice(operator, request, { id: request.id, createdAt }, {
    subject: format(text.subject, { email: request.email }),
    intro: text.intro,
    details: [`${t.requestEmails.operator.labels.reason}: ${request.reason || notice.noReason}`],
    body: [
      '',
      count(notice.contactMessages, report.deletedRows.contactMessages),
      count(notice.brochureRequests, report.deletedRows.brochureRequests),
      count(notice.deletionRequests, report.deletedRows.deletionRequests),
      count(notice.bookings, report.anonymisedBookings),
      count(notice.customers, report.deletedCustomers),
      ...report.heldBy.map((booking) =>
        format(notice.heldBy, { session: booking.checkoutSessionId ?? booking.id, due: booking.balanceDueDate ?? '–', balanceStatus: booking.balanceStatus ?? '' }),
      ),
    ],
    tag: report.outcome === 'completed' ? 'erasure-completed' : 'erasure-waiting',
  });
}

import { DELETION_PROCESSING_DAYS, checkDeletionRequest, type DeletionRequest } from '../../domain/visitor-requests.ts';
import { format } from '../../i18n/define.ts';
import requestEmails from '../../i18n/messages/request-emails.ts';
import { mailAddresses } from '../env.ts';
import { json, readJsonBody } from '../http.ts';
import type { Email } from '../mail.ts';
import { refusal } from './refusal.ts';
import { storeThenMail, type StoredRow } from './store-then-mail.ts';

/** The operator's notice of a deletion request (in English, the operator's working language). */
export function deletionNotice(deletion: DeletionRequest, row: StoredRow, operator: string): Email {
  return {
    to: operator,
    replyTo: deletion.email,
    subject: `Data deletion request from ${deletion.email}`,
    text: [
      `A visitor asked for their personal data to be deleted. Please process the request within ${DELETION_PROCESSING_DAYS} days.`,
      '',
      `Name: ${deletion.name}`,
      `Email: ${deletion.email}`,
      `Reason: ${deletion.reason || 'Not provided'}`,
      `Language: ${deletion.language}`,
      `Received: ${row.createdAt}`,
      `Airtable record: ${row.id}`,
    ].join('\n'),
    tag: 'deletion-request',
  };
}

/** The confirmation the page promises the visitor, in their language. */
export function deletionConfirmation(deletion: DeletionRequest, operator: string): Email {
  const texts = requestEmails[deletion.language].deletion;
  return {
    to: deletion.email,
    replyTo: operator,
    subject: texts.subject,
    text: format(texts.body, { name: deletion.name, email: deletion.email, days: DELETION_PROCESSING_DAYS }),
    tag: 'deletion-confirmation',
  };
}

/** POST /api/delete-account: `{ name, email, reason?, language? }` → `{ ok: true }` once stored. */
export async function handleDeletionRequest(request: Request): Promise<Response> {
  const checked = checkDeletionRequest(await readJsonBody(request));
  if (!checked.ok) throw refusal(checked.problem, checked.fields);
  const deletion = checked.value;
  const { operator } = mailAddresses();
  const { emailSent } = await storeThenMail(
    'deletionRequests',
    { name: deletion.name, email: deletion.email, reason: deletion.reason, language: deletion.language, status: 'received' },
    (row) => [deletionNotice(deletion, row, operator), deletionConfirmation(deletion, operator)],
  );
  return json({ ok: true, emailSent });
}

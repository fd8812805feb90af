import { requestRows } from '../../airtable/records/visitor-requests.ts';
import { deletionBody, visitorRequestRefusals, type RequestAnswer } from '../../schema/api.ts';
import { deletionConfirmation } from '../emails/deletion-confirmation.ts';
import { deletionNotice } from '../emails/deletion-notice.ts';
import { operator } from '../env.ts';
import { json, readBody } from '../http.ts';
import { storeThenMail } from './store-then-mail.ts';

/** POST /api/delete-account: `{ name, email, reason?, language? }` → `{ ok: true }` once stored. */
export async function handleDeletionRequest(request: Request): Promise<Response> {
  const deletion = await readBody(request, deletionBody, visitorRequestRefusals);
  const to = operator();
  const { emailSent } = await storeThenMail('deletionRequests', requestRows.deletionRequests(deletion), (row) => [
    deletionNotice(deletion, row, to),
    deletionConfirmation(deletion, to),
  ]);
  return json({ ok: true, emailSent } satisfies RequestAnswer);
}

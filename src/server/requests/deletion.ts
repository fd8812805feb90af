import { requestRows } from '../../airtable/records/visitor-requests.ts';
import { deletionBody, visitorRequestRefusals, type RequestAnswer } from '../../schema/api.ts';
import { deletionConfirmation } from '../emails/deletion-confirmation.ts';
import { deletionNotice } from '../emails/deletion-notice.ts';
import { operator } from '../env.ts';
import { json, readBody } from '../http.ts';
import { takeRecipientSlot } from '../mail/recipient-throttle.ts';
import { storeThenMail } from './store-then-mail.ts';

/** POST /api/delete-account: `{ name, email, reason?, language? }` → `{ ok: true }` once stored. */
export async function handleDeletionRequest(request: Request): Promise<Response> {
  const deletion = await readBody(request, deletionBody, visitorRequestRefusals);
  const to = operator();
  await takeRecipientSlot('deletion', deletion.email);
  const { emailSent } = await storeThenMail('deletionRequests', requestRows.deletionRequests(deletion), (row) => ({
    'operator-notice': deletionNotice(deletion, row, to),
    confirmation: deletionConfirmation(deletion, to),
  }));
  return json({ ok: true, emailSent } satisfies RequestAnswer);
}

import { requestRows } from '../../airtable/records/visitor-requests.ts';
import { deletionBody, visitorRequestRefusals, type RequestAnswer } from '../../schema/api.ts';
import { deletionConfirmation } from '../emails/deletion-confirmation.ts';
import { confirmationLink, newDeletionToken } from '../erasure/token.ts';
import { operator, siteOrigin } from '../env.ts';
import { json, readBody } from '../http.ts';
import { takeRecipientSlot } from '../mail/recipient-throttle.ts';
import { storeThenMail } from './store-then-mail.ts';

/**
 * POST /api/delete-account: `{ name, email, reason?, language? }` → `{ ok: true }` once stored.
 * Nothing is erased yet, and the operator is not told: anybody can type any address. The address
 * given gets a single-use link that confirms (POST /api/confirm-deletion); the operator hears of
 * the request once it is confirmed and carried out.
 */
export async function handleDeletionRequest(request: Request): Promise<Response> {
  const deletion = await readBody(request, deletionBody, visitorRequestRefusals);
  await takeRecipientSlot('deletion', deletion.email);
  const { token, tokenHash } = newDeletionToken();
  const link = confirmationLink(siteOrigin(), deletion.language, token);
  const { emailSent } = await storeThenMail('deletionRequests', { ...requestRows.deletionRequests(deletion), tokenHash }, () => ({
    confirmation: deletionConfirmation(deletion, link, operator()),
  }));
  return json({ ok: true, emailSent } satisfies RequestAnswer);
}

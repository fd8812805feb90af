import { requestRows } from '../../airtable/records/visitor-requests.ts';
import { contactBody, visitorRequestRefusals, type RequestAnswer } from '../../schema/api.ts';
import { contactNotice } from '../emails/contact-notice.ts';
import { operator } from '../env.ts';
import { json, readBody } from '../http.ts';
import { storeThenMail } from './store-then-mail.ts';

/** POST /api/contact: `{ name, email, message, language }` → `{ ok: true }` once stored. */
export async function handleContact(request: Request): Promise<Response> {
  const message = await readBody(request, contactBody, visitorRequestRefusals);
  const { emailSent } = await storeThenMail('contactMessages', requestRows.contactMessages(message), (row) => ({
    'operator-notice': contactNotice(message, row, operator()),
  }));
  return json({ ok: true, emailSent } satisfies RequestAnswer);
}

import { checkContactRequest, type ContactRequest } from '../../domain/visitor-requests.ts';
import { mailAddresses } from '../env.ts';
import { json, readJsonBody } from '../http.ts';
import type { Email } from '../mail.ts';
import { refusal } from './refusal.ts';
import { storeThenMail, type StoredRow } from './store-then-mail.ts';

/** The operator's notice of a contact message (in English, the operator's working language). */
export function contactNotice(message: ContactRequest, row: StoredRow, operator: string): Email {
  return {
    to: operator,
    replyTo: message.email,
    subject: `Contact form: message from ${message.email}`,
    text: [
      `New message from the contact form (reply to answer ${message.name}).`,
      '',
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      `Language: ${message.language}`,
      `Received: ${row.createdAt}`,
      `Airtable record: ${row.id}`,
      '',
      'Message:',
      message.message,
    ].join('\n'),
    tag: 'contact',
  };
}

/** POST /api/contact: `{ name, email, message, language }` → `{ ok: true }` once stored. */
export async function handleContact(request: Request): Promise<Response> {
  const checked = checkContactRequest(await readJsonBody(request));
  if (!checked.ok) throw refusal(checked.problem, checked.fields);
  const message = checked.value;
  const { operator } = mailAddresses();
  const { emailSent } = await storeThenMail(
    'contactMessages',
    { name: message.name, email: message.email, message: message.message, language: message.language },
    (row) => [contactNotice(message, row, operator)],
  );
  return json({ ok: true, emailSent });
}

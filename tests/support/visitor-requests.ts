import { randomUUID } from 'node:crypto';
import { HONEYPOT_FIELD } from '../../src/domain/visitor-requests.ts';
import type { SentEmail } from '../../standins/postmark/server.ts';
import { airtable, postmark, siteUrl } from './context.ts';

/**
 * Helpers for the visitor request tests (contact, brochure, deletion). Each test uses its own
 * address, so tests running in parallel never read each other's rows or emails.
 */
export function uniqueEmail(tag: string): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.com`;
}

export function postTo(path: string, body: unknown, contentType = 'application/json'): Promise<Response> {
  return fetch(siteUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The rows of a table that mention the text in any field. */
export async function rowsMentioning(table: string, text: string) {
  return (await airtable.records(table)).filter((record) => JSON.stringify(record.fields).includes(text));
}

/** Every email that mentions the text anywhere (recipient, subject, body, reply-to). */
export async function emailsMentioning(text: string): Promise<SentEmail[]> {
  return (await postmark.outbox()).filter((message) => JSON.stringify(message).includes(text));
}

/**
 * Postmark refuses every message to the address or answering it (the operator's notices reply to
 * the visitor), as long as the test runs; not a message that merely names it, such as the daily
 * digest of emails that did not go out, which another test sends meanwhile.
 */
export async function mailOutageFor(email: string): Promise<void> {
  await postmark.control('outage', { status: 503, match: `"To":"${email}"` });
  await postmark.control('outage', { status: 503, match: `"ReplyTo":"${email}"` });
}

/** Airtable refuses the next write to the table that mentions the text. */
export function storageFaultFor(table: string, text: string): Promise<void> {
  return airtable.control('fault', { table, status: 503, times: 1, match: text });
}

/**
 * Bad requests every visitor function must refuse with a 400, storing and sending nothing. Each
 * carries the test's address somewhere, so that a leak into a row or an email would show.
 */
export function hostileRequests(valid: Record<string, string>): [string, string, string][] {
  const json = (changes: Record<string, unknown>) => JSON.stringify({ ...valid, ...changes });
  return [
    ['a body that is not JSON', `name=x&email=${valid.email}`, 'application/x-www-form-urlencoded'],
    ['JSON sent as plain text', json({}), 'text/plain'],
    ['truncated JSON', json({}).slice(0, -2), 'application/json'],
    ['a JSON array', JSON.stringify([valid]), 'application/json'],
    ['a body over 32 KiB', json({ padding: 'x'.repeat(33 * 1024) }), 'application/json'],
    ['a filled honeypot', json({ [HONEYPOT_FIELD]: 'https://cheap-pills.example' }), 'application/json'],
    ['a line break in the email', json({ email: `${valid.email}\r\nBcc: everyone@example.com` }), 'application/json'],
    ['a second recipient in the email', json({ email: `${valid.email},victim@example.com` }), 'application/json'],
    ['a list for the email', json({ email: [valid.email] }), 'application/json'],
  ];
}

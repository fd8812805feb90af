import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/config/company.ts';
import { postmark, siteUrl } from '../support/context.ts';
import {
  emailsMentioning,
  hostileRequests,
  mailOutageFor,
  postTo,
  rowsMentioning,
  storageFaultFor,
  uniqueEmail,
} from '../support/visitor-requests.ts';

const TABLE = 'contactMessages';

function message(email: string) {
  return {
    name: 'Giulia Rossi',
    email,
    message: `Ciao! Is there a departure of the Alta Via 1 in late June?\nWe are two, fairly fit. Write to ${email}.`,
    language: 'it',
  };
}

describe('POST /api/contact', () => {
  it('stores the message, then tells the operator, with a reply-to the sender', async () => {
    const email = uniqueEmail('contact');
    const response = await postTo('/api/contact', message(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, emailSent: true });

    const rows = await rowsMentioning(TABLE, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toEqual({
      name: 'Giulia Rossi',
      email,
      message: message(email).message,
      language: 'it',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      emailStatus: 'sent',
    });

    const sent = await emailsMentioning(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ To: COMPANY.email, ReplyTo: email, Tag: 'contact' });
    expect(sent[0]!.Subject).toContain(email);
    expect(sent[0]!.TextBody).toContain('Name: Giulia Rossi');
    expect(sent[0]!.TextBody).toContain(`Email: ${email}`);
    expect(sent[0]!.TextBody).toContain(message(email).message);
  });

  it('keeps 5000 characters and ignores fields it does not know', async () => {
    const email = uniqueEmail('contact-long');
    const long = 'm'.repeat(5000);
    const response = await postTo('/api/contact', { ...message(email), message: long, price: 1, isAdmin: true });
    expect(response.status).toBe(200);
    const [row] = await rowsMentioning(TABLE, email);
    expect(row!.fields.message).toBe(long);
    expect(Object.keys(row!.fields).sort()).toEqual(['createdAt', 'email', 'emailStatus', 'language', 'message', 'name']);
  });

  it.each([
    ['a missing message', { message: '' }, 'missing_fields'],
    ['a name of spaces only', { name: '   ' }, 'missing_fields'],
    ['5001 characters of message', { message: 'm'.repeat(5001) }, 'too_long'],
    ['a line break in the name', { name: 'Giulia\r\nBcc: everyone@example.com' }, 'invalid_name'],
    ['an email without a domain', { email: 'giulia@' }, 'invalid_email'],
  ])('refuses %s with a 400, storing and sending nothing', async (_, change, error) => {
    const email = uniqueEmail('contact-bad');
    const response = await postTo('/api/contact', { ...message(email), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, message: expect.any(String) });
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('refuses hostile requests with a 400, storing and sending nothing', async () => {
    const email = uniqueEmail('contact-hostile');
    for (const [label, body, type] of hostileRequests(message(email))) {
      const response = await postTo('/api/contact', body, type);
      expect(response.status, label).toBe(400);
      expect(await response.json(), label).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('answers other methods with 405', async () => {
    const response = await fetch(siteUrl('/api/contact'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('rides out a short Postmark outage: the email goes out on a retry and the row says so', async () => {
    const email = uniqueEmail('contact-mail-blip');
    await postmark.control('outage', { status: 503, times: 2, match: email });
    const response = await postTo('/api/contact', message(email));
    expect(await response.json()).toEqual({ ok: true, emailSent: true });
    expect((await rowsMentioning(TABLE, email)).map((row) => row.fields.emailStatus)).toEqual(['sent']);
    expect(await emailsMentioning(email)).toHaveLength(1);
  });

  it('still succeeds when Postmark is down, and the row shows the email did not go out', async () => {
    const email = uniqueEmail('contact-mail-down');
    await mailOutageFor(email);
    const response = await postTo('/api/contact', message(email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, emailSent: false });
    const rows = await rowsMentioning(TABLE, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields.emailStatus).toBe('failed');
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('answers an error and sends nothing when the message cannot be stored', async () => {
    const email = uniqueEmail('contact-store-down');
    await storageFaultFor(TABLE, email);
    const response = await postTo('/api/contact', message(email));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'not_stored' });
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/config/company.ts';
import {
  emailsMentioning,
  hostileRequests,
  mailOutageFor,
  postTo,
  rowsMentioning,
  storageFaultFor,
  uniqueEmail,
} from '../support/visitor-requests.ts';

const TABLE = 'deletionRequests';

describe('POST /api/delete-account', () => {
  it('stores the request as received, tells the operator and confirms to the visitor', async () => {
    const email = uniqueEmail('deletion');
    const response = await postTo('/api/delete-account', { name: 'Hans Müller', email, reason: 'I no longer travel.', language: 'de' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, emailSent: true });

    const rows = await rowsMentioning(TABLE, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toEqual({
      name: 'Hans Müller',
      email,
      reason: 'I no longer travel.',
      language: 'de',
      status: 'received',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailStatus: 'sent',
    });

    const sent = await emailsMentioning(email);
    const notice = sent.find((message) => message.To === COMPANY.email);
    expect(notice).toMatchObject({ ReplyTo: email, Tag: 'deletion-request' });
    expect(notice!.Subject).toContain(email);
    expect(notice!.TextBody).toContain('Name: Hans Müller');
    expect(notice!.TextBody).toContain(`Email: ${email}`);
    expect(notice!.TextBody).toContain('Reason: I no longer travel.');

    const confirmation = sent.find((message) => message.To === email);
    expect(confirmation).toMatchObject({ Subject: 'Wir haben deinen Antrag auf Datenlöschung erhalten', Tag: 'deletion-confirmation' });
    // Anybody can type any address: the visitor's email carries the site's text only, never the name typed.
    expect(confirmation!.TextBody).toContain('Hallo,');
    expect(confirmation!.TextBody).not.toContain('Hans Müller');
    expect(confirmation!.TextBody).toContain('innerhalb von 30 Tagen');
    expect(sent).toHaveLength(2);
  });

  it('says "Not provided" when there is no reason, and answers in English without a language', async () => {
    const email = uniqueEmail('deletion-no-reason');
    expect((await postTo('/api/delete-account', { name: 'Ann Lee', email })).status).toBe(200);
    const [row] = await rowsMentioning(TABLE, email);
    expect(row!.fields.reason).toBeUndefined();
    expect(row!.fields.language).toBe('en');
    const sent = await emailsMentioning(email);
    expect(sent.find((message) => message.To === COMPANY.email)!.TextBody).toContain('Reason: Not provided');
    const confirmation = sent.find((message) => message.To === email)!;
    expect(confirmation.Subject).toBe('We have received your data deletion request');
    expect(confirmation.TextBody).toContain('within 30 days');
  });

  it('keeps a reason of 1000 characters', async () => {
    const email = uniqueEmail('deletion-long');
    const reason = 'r'.repeat(1000);
    expect((await postTo('/api/delete-account', { name: 'Ann Lee', email, reason })).status).toBe(200);
    expect((await rowsMentioning(TABLE, email))[0]!.fields.reason).toBe(reason);
  });

  it.each([
    ['a missing name', { name: '' }, 'missing_fields'],
    ['a missing email', { email: '' }, 'missing_fields'],
    ['a reason of 1001 characters', { reason: 'r'.repeat(1001) }, 'too_long'],
    ['a line break in the name', { name: 'Ann\nLee' }, 'invalid_name'],
    ['a number for the reason', { reason: 42 }, 'invalid_request'],
  ])('refuses %s with a 400, storing and sending nothing', async (_, change, error) => {
    const email = uniqueEmail('deletion-bad');
    const marker = `Ann Lee ${email}`;
    const response = await postTo('/api/delete-account', { name: marker, email, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('refuses hostile requests with a 400, storing and sending nothing', async () => {
    const email = uniqueEmail('deletion-hostile');
    for (const [label, body, type] of hostileRequests({ name: 'Ann Lee', email, reason: 'Privacy' })) {
      const response = await postTo('/api/delete-account', body, type);
      expect(response.status, label).toBe(400);
    }
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('still succeeds when Postmark is down, and the row shows the emails did not go out', async () => {
    const email = uniqueEmail('deletion-mail-down');
    await mailOutageFor(email);
    const response = await postTo('/api/delete-account', { name: 'Ann Lee', email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, emailSent: false });
    const rows = await rowsMentioning(TABLE, email);
    expect(rows.map((row) => [row.fields.status, row.fields.emailStatus])).toEqual([['received', 'failed']]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('answers an error and sends nothing when the request cannot be stored', async () => {
    const email = uniqueEmail('deletion-store-down');
    await storageFaultFor(TABLE, email);
    const response = await postTo('/api/delete-account', { name: 'Ann Lee', email });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'not_stored' });
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });
});

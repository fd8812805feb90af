import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, MAX_BODY_BYTES, handler, json, readJsonBody } from '../../src/server/http.ts';
import { sendEmail } from '../../src/server/mail/postmark.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';

const post = (body: BodyInit, type = 'application/json') =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers: { 'Content-Type': type } });

describe('readJsonBody', () => {
  it('parses a JSON body', async () => {
    await expect(readJsonBody(post('{"a":1}'))).resolves.toEqual({ a: 1 });
  });

  it.each([
    ['not JSON', post('name=x&email=y'), 'invalid_json'],
    ['the wrong content type', post('{"a":1}', 'text/plain'), 'invalid_json'],
    ['a truncated body', post('{"a":'), 'invalid_json'],
    ['a body over 32 KiB', post(JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) })), 'body_too_large'],
  ])('refuses %s with a 400', async (_, request, key) => {
    const error = await readJsonBody(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, key });
  });
});

describe('handler', () => {
  const run = handler(['POST'], async (request) => {
    const body = (await readJsonBody(request)) as { fail?: string };
    if (body.fail === 'crash') throw new Error('boom');
    return json({ ok: true });
  });

  it('answers other methods with 405 and Allow', async () => {
    const response = await run(new Request('http://localhost/api/x'));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers bad input with the interface\'s error shape', async () => {
    const response = await run(post('<html>'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('hides an unexpected fault behind a 500', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await run(post('{"fail":"crash"}'));
    spy.mockRestore();
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'server_error' });
  });

  it('reports a missing service key as 503', async () => {
    vi.stubEnv('POSTMARK_SERVER_TOKEN', '');
    const mail = handler(['POST'], async () => {
      await sendEmail({ to: 'a@b.co', subject: 's', text: 't', tag: 'test' });
      return json({ ok: true });
    });
    const response = await mail(post('{}'));
    vi.unstubAllEnvs();
    expect(response.status).toBe(503);
  });
});

describe('sendEmail', () => {
  let postmark: PostmarkStandin;
  beforeAll(async () => {
    postmark = await startPostmarkStandin();
  });
  beforeEach(async () => {
    for (const [key, value] of Object.entries(postmark.env)) vi.stubEnv(key, value);
    await fetch(`${postmark.url}/__standin/reset`, { method: 'POST' });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await postmark.stop();
  });

  it('sends through Postmark with the sender and reply-to', async () => {
    vi.stubEnv('MAIL_FROM', 'Altura <hello@altura.test>');
    await sendEmail({ to: 'guest@example.com', subject: 'Hi', text: 'Body', replyTo: 'x@example.com', tag: 'contact' });
    expect(postmark.outbox).toEqual([
      expect.objectContaining({ From: 'Altura <hello@altura.test>', To: 'guest@example.com', Subject: 'Hi', TextBody: 'Body', ReplyTo: 'x@example.com', MessageStream: 'outbound' }),
    ]);
  });

  it('retries a passing outage and sends once', async () => {
    await fetch(`${postmark.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ times: 2 }) });
    await sendEmail({ to: 'guest@example.com', subject: 'Hi', text: 'Body', tag: 'contact' });
    expect(postmark.outbox).toHaveLength(1);
  });

  it('fails after its retries when Postmark stays down', async () => {
    await fetch(`${postmark.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ times: 3 }) });
    await expect(sendEmail({ to: 'guest@example.com', subject: 'Hi', text: 'Body', tag: 'contact' })).rejects.toThrow();
    expect(postmark.outbox).toHaveLength(0);
  });

  it('does not retry a message Postmark refuses (422): a retry here would have gone through', async () => {
    await fetch(`${postmark.url}/__standin/outage`, { method: 'POST', body: JSON.stringify({ status: 422, times: 1 }) });
    await expect(sendEmail({ to: 'guest@example.com', subject: 'Hi', text: 'Body', tag: 'contact' })).rejects.toThrow();
    expect(postmark.outbox).toHaveLength(0);
  });

  it('does not retry an address Postmark refuses', async () => {
    await expect(sendEmail({ to: 'not-an-address', subject: 'Hi', text: 'Body', tag: 'contact' })).rejects.toThrow(/Invalid 'To' address/);
  });
});

import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listen, readBody, sendJson, type RunningServer } from '../shared/http.ts';
import { INJECTED_FAULT } from '../shared/injected-fault.ts';

/**
 * A local stand-in for Postmark's email API: `POST /email` with the server token header, the
 * same validation errors (ErrorCode 10, 300, 402) and success answer. Sent messages are kept in
 * an outbox; tests read it and can simulate an outage through /__standin/….
 */
export interface SentEmail {
  From: string;
  To: string;
  Subject: string;
  TextBody?: string;
  HtmlBody?: string;
  ReplyTo?: string;
  Tag?: string;
  MessageStream?: string;
  MessageID: string;
  SubmittedAt: string;
}

export interface PostmarkStandin extends RunningServer {
  token: string;
  env: Record<string, string>;
  outbox: SentEmail[];
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** "Name <a@b.c>" or "a@b.c", one or more separated by commas. */
function validRecipients(value: string): boolean {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^.*<([^>]+)>$/, '$1'))
    .every((address) => ADDRESS.test(address));
}

function postmarkError(res: ServerResponse, status: number, code: number, message: string) {
  sendJson(res, status, { ErrorCode: code, Message: message });
}

export async function startPostmarkStandin(options: { port?: number; token?: string } = {}): Promise<PostmarkStandin> {
  const token = options.token ?? 'postmark-standin-token';
  const outbox: SentEmail[] = [];
  /** With `match`, an outage fails only messages containing that text, so parallel tests do not trip each other. */
  let outages: { status: number; remaining: number; match: string | undefined }[] = [];

  const running = await listen(async (req, res, url) => {
    if (url.pathname.startsWith('/__standin/')) {
      const action = url.pathname.slice('/__standin/'.length);
      const body = (await readBody(req)) || '{}';
      const input = JSON.parse(body) as { status?: number; times?: number; match?: string };
      if (req.method === 'GET' && action === 'outbox') return sendJson(res, 200, { messages: outbox });
      if (req.method === 'POST' && action === 'outage') {
        outages.push({ status: input.status ?? 503, remaining: input.times ?? -1, match: input.match });
        return sendJson(res, 200, { ok: true });
      }
      if (req.method === 'POST' && action === 'heal') {
        // With `match`, only that test's outage ends: parallel tests keep theirs.
        outages = input.match ? outages.filter((outage) => outage.match !== input.match) : [];
        return sendJson(res, 200, { ok: true });
      }
      if (req.method === 'POST' && action === 'reset') {
        outages = [];
        outbox.length = 0;
        return sendJson(res, 200, { ok: true });
      }
      return sendJson(res, 404, { error: 'unknown control' });
    }

    if (req.method !== 'POST' || url.pathname !== '/email') return postmarkError(res, 404, 404, 'Not found');
    const raw = await readBody(req);
    const outage = outages.find((candidate) => candidate.remaining !== 0 && (!candidate.match || raw.includes(candidate.match)));
    if (outage) {
      outage.remaining--;
      return postmarkError(res, outage.status, 0, `Internal server error. Please try again later. (${INJECTED_FAULT})`);
    }
    if (req.headers['x-postmark-server-token'] !== token) {
      return postmarkError(res, 401, 10, 'The Server Token you provided in the X-Postmark-Server-Token request header was invalid. Please verify that you are using a valid token.');
    }
    let message: Partial<SentEmail>;
    try {
      message = JSON.parse(raw) as Partial<SentEmail>;
    } catch {
      return postmarkError(res, 422, 402, 'Received invalid JSON input.');
    }
    if (!message.From || !validRecipients(message.From)) return postmarkError(res, 422, 300, `Invalid 'From' address: '${message.From ?? ''}'.`);
    if (!message.To || !validRecipients(message.To)) return postmarkError(res, 422, 300, `Invalid 'To' address: '${message.To ?? ''}'.`);
    if (message.ReplyTo && !validRecipients(message.ReplyTo)) return postmarkError(res, 422, 300, `Invalid 'ReplyTo' address: '${message.ReplyTo}'.`);
    if (!message.TextBody && !message.HtmlBody) return postmarkError(res, 422, 300, 'Provide either email TextBody or HtmlBody or both.');

    const sent: SentEmail = { ...(message as SentEmail), MessageID: randomUUID(), SubmittedAt: new Date().toISOString() };
    outbox.push(sent);
    return sendJson(res, 200, { To: sent.To, SubmittedAt: sent.SubmittedAt, MessageID: sent.MessageID, ErrorCode: 0, Message: 'OK' });
  }, options.port);

  return {
    ...running,
    token,
    outbox,
    env: { POSTMARK_SERVER_TOKEN: token, POSTMARK_API_URL: running.url },
  };
}

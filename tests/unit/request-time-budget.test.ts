import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { HttpError } from '../../src/server/http.ts';
import { TIME_BUDGET_MS, storeThenMail, type TimeBudget } from '../../src/server/requests/store-then-mail.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';

/** A small budget, so that a test can show each step stopping at its deadline. */
const BUDGET: TimeBudget = { stored: 400, mailed: 800, marked: 1200 };
/** Scheduling slack on a busy machine. */
const SLACK_MS = 400;

const email = { to: 'operator@example.com', subject: 'Contact form', text: 'Hello', tag: 'contact' };
const fields = { name: 'Giulia Rossi', email: 'giulia@example.com', message: 'Hello', language: 'it' };

let airtable: AirtableStandin;
let postmark: PostmarkStandin;
let blobs: LocalBlobs;
const realFetch = globalThis.fetch;

/** Makes the service at `origin` answer as `answer` does; every other request goes through. */
function serviceAnswers(origin: string, answer: (init: RequestInit | undefined) => Promise<Response>): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input instanceof Request ? input.url : input).startsWith(origin) && !String(input).includes('/__standin/') ? answer(init) : realFetch(input, init),
  );
}

/** A request that never gets an answer: it ends only when its caller gives up. */
const neverAnswered = (init: RequestInit | undefined) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; outcome: T | unknown }> {
  const started = performance.now();
  const outcome = await work().catch((error: unknown) => error);
  return { ms: performance.now() - started, outcome };
}

describe('one visitor request, whatever the services do', () => {
  beforeAll(async () => {
    airtable = await startAirtableStandin();
    postmark = await startPostmarkStandin();
    blobs = await startLocalBlobs();
    for (const [key, value] of Object.entries({ ...airtable.env, ...postmark.env, ...blobs.env })) vi.stubEnv(key, value);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await airtable.stop();
    await postmark.stop();
    await blobs.stop();
  });

  it('is answered within half of Netlify’s 60 s limit', () => {
    expect(TIME_BUDGET_MS.stored).toBeLessThan(TIME_BUDGET_MS.mailed);
    expect(TIME_BUDGET_MS.mailed).toBeLessThan(TIME_BUDGET_MS.marked);
    expect(TIME_BUDGET_MS.marked).toBeLessThanOrEqual(30_000);
  });

  it('is a 503 by the row’s deadline when Airtable asks to wait 30 s, and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serviceAnswers(airtable.url, async () => new Response('{"errors":[{"error":"RATE_LIMIT_REACHED"}]}', { status: 429, headers: { 'Retry-After': '30' } }));
    const { ms, outcome } = await timed(() => storeThenMail('contactMessages', fields, () => ({ 'operator-notice': email }), BUDGET));
    expect(outcome).toBeInstanceOf(HttpError);
    expect(outcome).toMatchObject({ status: 503 });
    expect(ms).toBeLessThan(BUDGET.stored + SLACK_MS);
    expect(postmark.outbox).toEqual([]);
  });

  it('gives up on a Postmark that never answers by the mail deadline, and leaves the row "failed"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serviceAnswers(postmark.url, neverAnswered);
    const { ms, outcome } = await timed(() => storeThenMail('contactMessages', { ...fields, email: 'silent@example.com' }, () => ({ 'operator-notice': email }), BUDGET));
    expect(outcome).toEqual({ emailSent: false });
    expect(ms).toBeLessThan(BUDGET.mailed + SLACK_MS);
    const rows = (await (await realFetch(`${airtable.url}/__standin/tables/contactMessages`)).json()) as { records: { fields: Record<string, unknown> }[] };
    expect(rows.records.filter((row) => row.fields.email === 'silent@example.com').map((row) => row.fields.emailStatus)).toEqual(['failed']);
  });
});

import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { airtable, postmark, siteUrl, stripe } from '../support/context.ts';
import { booking } from '../support/payments.ts';
import { emailsMentioning, postTo, rowsMentioning, uniqueEmail } from '../support/visitor-requests.ts';

const DOLOMITES = 'Dolomites Hut-to-Hut: Alta Via 1';
const RLO = '\u202E';

/** A JSON POST whose Host header says another site, as anybody can send it (fetch always sends the real one). */
function postWithHost(path: string, body: unknown, host: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const target = new URL(siteUrl(path));
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { Host: host, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> }));
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

describe('links on the configured origin, whatever the request says', () => {
  it('emails a brochure link to the configured site when the Host header names another', async () => {
    const email = uniqueEmail('forged-host');
    const response = await postWithHost('/api/addBrochureRecord', { email, packageName: DOLOMITES, language: 'en' }, 'attacker.example');
    expect(response).toEqual({ status: 200, body: { ok: true, emailSent: true } });
    const [sent] = await emailsMentioning(email);
    const link = /https?:\/\/\S+/.exec(sent!.TextBody ?? '')?.[0];
    expect(new URL(link!).origin).toBe(new URL(siteUrl()).origin);
    expect(sent!.TextBody).not.toContain('attacker.example');
  });

  it('sends Stripe back to the configured site when the Host header names another', async () => {
    const response = await postWithHost('/api/checkout', booking({ quantity: 1 }), 'attacker.example');
    expect(response.status).toBe(200);
    const id = new URL(response.body.url as string).pathname.split('/').pop()!;
    const { session } = (await stripe.session(id))!;
    expect(new URL(session.success_url!).origin).toBe(new URL(siteUrl()).origin);
    expect(new URL(session.cancel_url!).origin).toBe(new URL(siteUrl()).origin);
  });
});

describe('no relay through the forms', () => {
  it('writes only the site’s own text to an address a visitor typed: never the name or the reason', async () => {
    const email = uniqueEmail('relay');
    const name = 'Your account is locked! Reset it at http://evil.example';
    expect((await postTo('/api/delete-account', { name, email, reason: 'Call +1 555 0100 now', language: 'en' })).status).toBe(200);
    const toVisitor = (await emailsMentioning(email)).filter((message) => message.To === email);
    expect(toVisitor).toHaveLength(1);
    expect(JSON.stringify(toVisitor)).not.toMatch(/locked|evil\.example|555 0100/);
    // The operator's notice may quote them: it goes to the operator only.
    const [row] = await rowsMentioning('deletionRequests', email);
    expect(row?.fields.name).toBe(name);
  });

  it('names only a published package in a brochure email, as published, its link on this site', async () => {
    const email = uniqueEmail('relay-brochure');
    expect((await postTo('/api/addBrochureRecord', { email, packageName: `${DOLOMITES}${RLO}`, language: 'en' })).status).toBe(200);
    const [sent] = await emailsMentioning(email);
    expect(sent?.Subject).toBe(`Your brochure: ${DOLOMITES}`);
    expect(JSON.stringify(sent)).not.toContain(RLO);
    const refused = await postTo('/api/addBrochureRecord', { email, packageName: 'Win a prize at http://evil.example', language: 'en' });
    expect(refused.status).toBe(400);
    expect(await emailsMentioning(email)).toHaveLength(1);
  });
});

describe('the recipient throttle', () => {
  it.each([
    ['brochure', '/api/addBrochureRecord', (email: string) => ({ email, packageName: DOLOMITES, language: 'de' }), 'brochureRequests'],
    ['deletion', '/api/delete-account', (email: string) => ({ name: 'Ann Lee', email, language: 'de' }), 'deletionRequests'],
  ])('sends at most 3 %s emails a day to an address, however it is spelled; the 4th is a 429 and nothing is stored or sent', async (_, path, body, table) => {
    const email = uniqueEmail(`throttle-${_}`);
    const spellings = [email, email.toUpperCase(), ` ${email}`, email];
    const statuses = [];
    for (const spelling of spellings) statuses.push((await postTo(path, body(spelling))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await postTo(path, body(email));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'too_many_requests', message: expect.stringContaining('today') });
    const rows = (await airtable.records(table)).filter((row) => String(row.fields.email).toLowerCase() === email);
    expect(rows).toHaveLength(3);
    expect((await postmark.outbox()).filter((message) => message.To.toLowerCase() === email)).toHaveLength(3);
  });
});

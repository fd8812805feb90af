import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../src/schema/catalog.ts';
import { siteUrl } from '../support/context.ts';
import { HOSTILE_PACKAGE } from '../support/test-base.ts';
import {
  emailsMentioning,
  hostileRequests,
  mailOutageFor,
  postTo,
  rowsMentioning,
  storageFaultFor,
  uniqueEmail,
} from '../support/visitor-requests.ts';

const TABLE = 'brochureRequests';
const DOLOMITES = 'Dolomites Hut-to-Hut: Alta Via 1';
const SKYE = 'Highlands & Isle of Skye';
const COSTA_RICA = 'Costa Rica: Volcanoes, Cloud Forest & Pacific';

const catalog = JSON.parse(readFileSync('dist/catalog.json', 'utf8')) as Catalog;
const brochureOf = (name: string) => catalog.packages.find((candidate) => candidate.name === name)!.brochure;

/** The one link in an email's text. */
function linkIn(text: string | undefined): URL {
  const match = /https?:\/\/\S+/.exec(text ?? '');
  expect(match, text).not.toBeNull();
  return new URL(match![0]);
}

describe('POST /api/addBrochureRecord', () => {
  it('stores the request, then emails the visitor the brochure in their language', async () => {
    const email = uniqueEmail('brochure');
    const response = await postTo('/api/addBrochureRecord', { email, packageName: DOLOMITES, language: 'it' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, emailSent: true });

    const rows = await rowsMentioning(TABLE, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toEqual({
      email,
      packageName: DOLOMITES,
      language: 'it',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      emailStatus: 'sent',
    });

    const sent = await emailsMentioning(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ To: email, Subject: `La tua brochure: ${DOLOMITES}`, Tag: 'brochure' });
    const link = linkIn(sent[0]!.TextBody);
    expect(link.pathname).toBe(brochureOf(DOLOMITES).it);
    expect(link.origin).toBe(new URL(siteUrl('/')).origin);
    expect(link.pathname).toMatch(/-it\.pdf$/);
  });

  it.each([
    ['French, which has no brochure of its own', DOLOMITES, 'fr', 'Votre brochure'],
    ['German, for a package with an English brochure only', SKYE, 'de', 'Deine Broschüre'],
  ])('falls back to the English brochure in %s', async (_, packageName, language, subject) => {
    const email = uniqueEmail('brochure-fallback');
    expect((await postTo('/api/addBrochureRecord', { email, packageName, language })).status).toBe(200);
    const [sent] = await emailsMentioning(email);
    expect(sent!.Subject).toContain(subject);
    expect(linkIn(sent!.TextBody).pathname).toBe(brochureOf(packageName).en);
    expect(linkIn(sent!.TextBody).pathname).toMatch(/-en\.pdf$/);
  });

  it('emails the trip notes in the visitor\'s language for a package without an uploaded brochure', async () => {
    const email = uniqueEmail('brochure-notes');
    expect((await postTo('/api/addBrochureRecord', { email, packageName: COSTA_RICA, language: 'de' })).status).toBe(200);
    const [sent] = await emailsMentioning(email);
    expect(sent!.Subject).toBe(`Deine Broschüre: ${COSTA_RICA}`);
    const link = linkIn(sent!.TextBody);
    expect(link.pathname).toBe(brochureOf(COSTA_RICA).de);
    expect(link.pathname).toMatch(/^\/brochures\/tn-[0-9a-f]{20}\/costa-rica-volcanoes-cloud-forest-pacific-reiseinfos-de\.pdf$/);
    const pdf = await fetch(siteUrl(link.pathname));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('takes an unknown language as English', async () => {
    const email = uniqueEmail('brochure-lang');
    expect((await postTo('/api/addBrochureRecord', { email, packageName: DOLOMITES, language: '<script>' })).status).toBe(200);
    const [row] = await rowsMentioning(TABLE, email);
    expect(row!.fields.language).toBe('en');
    expect((await emailsMentioning(email))[0]!.Subject).toBe(`Your brochure: ${DOLOMITES}`);
  });

  it.each([
    ['a package that does not exist', { packageName: 'Free Trip to the Moon' }, 'unknown_package'],
    ['a Work in Progress package, which has no page and no brochure', { packageName: HOSTILE_PACKAGE.name }, 'no_brochure'],
    ['a missing package name', { packageName: '' }, 'missing_fields'],
    ['an address that only looks like one', { email: 'anna@example' }, 'invalid_email'],
  ])('refuses %s with a 400, storing and sending nothing', async (_, change, error) => {
    const email = uniqueEmail('brochure-bad');
    const body = { email, packageName: DOLOMITES, language: 'en', ...change };
    const response = await postTo('/api/addBrochureRecord', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('refuses hostile requests with a 400, storing and sending nothing', async () => {
    const email = uniqueEmail('brochure-hostile');
    for (const [label, body, type] of hostileRequests({ email, packageName: DOLOMITES, language: 'en' })) {
      const response = await postTo('/api/addBrochureRecord', body, type);
      expect(response.status, label).toBe(400);
    }
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });

  it('still succeeds when Postmark is down, and the row shows the email did not go out', async () => {
    const email = uniqueEmail('brochure-mail-down');
    await mailOutageFor(email);
    const response = await postTo('/api/addBrochureRecord', { email, packageName: DOLOMITES, language: 'de' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, emailSent: false });
    const rows = await rowsMentioning(TABLE, email);
    expect(rows.map((row) => row.fields.emailStatus)).toEqual(['failed']);
  });

  it('answers an error and sends nothing when the request cannot be stored', async () => {
    const email = uniqueEmail('brochure-store-down');
    await storageFaultFor(TABLE, email);
    const response = await postTo('/api/addBrochureRecord', { email, packageName: DOLOMITES, language: 'en' });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'not_stored' });
    expect(await rowsMentioning(TABLE, email)).toEqual([]);
    expect(await emailsMentioning(email)).toEqual([]);
  });
});

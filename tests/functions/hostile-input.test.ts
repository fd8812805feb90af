import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBlobs, type LocalBlobs } from '../../scripts/lib/blobs.ts';
import { startSiteServer, type SiteServer } from '../../scripts/lib/site-server.ts';
import { startAirtableStandin, type AirtableStandin } from '../../standins/airtable/server.ts';
import { WRITABLE_FIELDS } from '../../standins/airtable/write-schema.ts';
import { startBuildHookStandin, type BuildHookStandin } from '../../standins/netlify/build-hook.ts';
import { startPostmarkStandin, type PostmarkStandin } from '../../standins/postmark/server.ts';
import { startStripeStandin, type StripeStandin } from '../../standins/stripe/server.ts';

/**
 * Every function under netlify/functions, found in the folder so that a new one is swept too,
 * gets hostile input: bodies that are not JSON, of the wrong type, arrays, nulls, huge numbers,
 * 40 KiB, prototype keys, unicode tricks; query strings of the same kind for the ones read by GET.
 * Each answer is a 4xx in the interface's shape `{ error, message }`, never a 5xx; and nothing is
 * stored, sent or charged: the site is served here over stand-ins and a Blobs store of this file's
 * own, so that "nothing" is exact (other test files run alongside on the shared ones).
 * The webhook answers 400 without a valid signature; a scheduled function reads no input, and a
 * run with nothing to do answers 200 and does nothing.
 */
const DIRECTORY = 'netlify/functions';
const FUNCTIONS = await Promise.all(
  readdirSync(DIRECTORY)
    .filter((file) => /\.(m?ts|m?js)$/.test(file))
    .map(async (file) => {
      const name = file.replace(/\.[^.]+$/, '');
      const { config } = (await import(pathToFileURL(path.resolve(DIRECTORY, file)).href)) as { config: Config };
      return { name, path: [config.path ?? `/.netlify/functions/${name}`].flat()[0]!, scheduled: Boolean(config.schedule) };
    }),
);
const WEBHOOK = 'stripe-webhook';

/** Every field name a function reads, so that a shape reaches each function's fields. */
const FIELDS = ['name', 'email', 'message', 'reason', 'language', 'website', 'packageName', 'packageId', 'versionId', 'departureId', 'stepIds', 'quantity', 'currency', 'couponCode', 'code', 'attemptId', 'token', 'sessionId'];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
/** Field names that read like the real ones: zero-width space, a bidi override, Cyrillic "е", fullwidth letters, a trailing NUL. */
const lookalike = (field: string, index: number) => [`${field.slice(0, 1)}\u200B${field.slice(1)}`, `\u202E${field}`, field.replace(/e/, '\u0435'), field.replace(/[a-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)), `${field}\u0000`][index % 5]!;

type Body = string | Uint8Array<ArrayBuffer>;
const BODIES: [label: string, body: Body, contentType: string | undefined][] = [
  ['not JSON', '{"name": "Ann", ', 'application/json'],
  ['JSON sent as text/plain', JSON.stringify(every('x')), 'text/plain'],
  ['a form', 'name=Ann&email=ann%40example.com&packageId=recKzVYRroconmqDY', 'application/x-www-form-urlencoded'],
  ['no content type', JSON.stringify(every('x')), undefined],
  ['an empty body', '', 'application/json'],
  ['null', 'null', 'application/json'],
  ['true', 'true', 'application/json'],
  ['a number', '12345678901234567890123456789', 'application/json'],
  ['a string', '"ann@example.com"', 'application/json'],
  ['an empty array', '[]', 'application/json'],
  ['an array of a request', JSON.stringify([every('x')]), 'application/json'],
  ['an empty object', '{}', 'application/json'],
  ['huge numbers', `{${FIELDS.map((field, index) => `"${field}":${index % 2 ? '1e400' : '-1.7976931348623157e308'}`).join(',')}}`, 'application/json'],
  ['nulls', JSON.stringify(every(null)), 'application/json'],
  ['objects for texts', JSON.stringify(every({ $ne: null, toString: 'x' })), 'application/json'],
  ['lists for texts', JSON.stringify(every(['ann@example.com', 'bob@example.com'])), 'application/json'],
  ['booleans', JSON.stringify(every(true)), 'application/json'],
  ['40 KiB', JSON.stringify({ ...every('x'), padding: 'x'.repeat(40 * 1024) }), 'application/json'],
  ['a deep nesting', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'application/json'],
  ['__proto__ keys', `{"__proto__":${JSON.stringify({ ...every('x'), polluted: 'yes' })},"name":{"__proto__":{"polluted":"yes"}}}`, 'application/json'],
  ['constructor keys', JSON.stringify({ constructor: { prototype: { polluted: 'yes' } }, ...every({ constructor: { prototype: { polluted: 'yes' } } }) }), 'application/json'],
  ['look-alike field names with lone surrogates and bidi controls', JSON.stringify(Object.fromEntries(FIELDS.map((field, index) => [lookalike(field, index), `\uD800x\u202Ey\uDFFF`]))), 'application/json'],
  ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]), 'application/json'],
];

const QUERY_VALUES: [label: string, value: string][] = [
  ['nothing', ''],
  ['a NUL', '%00'],
  ['markup', '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
  ['a path', '..%2F..%2Fv1%2Fcustomers'],
  ['a bidi override', '%E2%80%AEcs_test_abc'],
  ['bytes that are not UTF-8', '%ED%A0%80%FF'],
  ['a header break', 'cs_test_a%0D%0ASet-Cookie%3A%20a%3Db'],
  // 18 of them make 11 KiB of query, near what a server takes in a request line (Node: 16 KiB of headers).
  ['600 characters', 'a'.repeat(600)],
  ['a huge number', '1e400'],
];
/** The same value for every parameter name a GET function may read. */
const queryOf = (value: string) => `?${FIELDS.map((field) => `${field}=${value}`).join('&')}`;
const QUERIES: [label: string, query: string][] = [
  ...QUERY_VALUES.map(([label, value]): [string, string] => [label, queryOf(value)]),
  ['lists', `?${FIELDS.map((field) => `${field}[]=a&${field}[]=b`).join('&')}`],
  ['repeated names', `?${FIELDS.map((field) => `${field}=a&${field}=b`).join('&')}`],
  ['prototype keys', '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__=x'],
];

let site: SiteServer;
let airtable: AirtableStandin;
let postmark: PostmarkStandin;
let stripe: StripeStandin;
let buildHook: BuildHookStandin;
let blobs: LocalBlobs;
let blobsDirectory: string;

/** Every file of the local Blobs store, with a digest of its content: every store and key, whoever writes them. */
function blobFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return Object.entries(blobFiles(file));
      // The proxy's probe of the file clock, touched by every write it makes.
      if (name === '.clock') return [];
      return [[path.relative(blobsDirectory, file), createHash('sha256').update(readFileSync(file)).digest('hex')]];
    }),
  );
}

/** Everything a request could have stored, sent or charged. */
async function everything() {
  const json = async (url: string) => (await fetch(url)).json() as Promise<unknown>;
  const tables = Object.fromEntries(await Promise.all(Object.keys(WRITABLE_FIELDS).map(async (table) => [table, await json(`${airtable.url}/__standin/tables/${table}`)] as const)));
  return {
    tables,
    emails: postmark.outbox.length,
    sessions: await json(`${stripe.url}/__standin/sessions`),
    paymentIntents: await json(`${stripe.url}/__standin/payment_intents`),
    customers: await json(`${stripe.url}/__standin/customers`),
    builds: await json(`${buildHook.url}/__standin/builds`),
    blobs: blobFiles(blobsDirectory),
  };
}

beforeAll(async () => {
  airtable = await startAirtableStandin();
  postmark = await startPostmarkStandin();
  stripe = await startStripeStandin();
  buildHook = await startBuildHookStandin();
  blobsDirectory = await mkdtemp(path.join(tmpdir(), 'altura-sweep-blobs-'));
  blobs = await startLocalBlobs({ directory: blobsDirectory });
  Object.assign(process.env, airtable.env, postmark.env, stripe.env, buildHook.env, blobs.env, { PUBLISH_TOKEN: 'publish-token-of-the-sweep' });
  site = await startSiteServer({ port: 0 });
  process.env.SITE_URL = site.url;
  stripe.setWebhookEndpoint(`${site.url}/api/stripe-webhook`);
}, 120_000);
afterAll(async () => {
  await site.stop();
  await Promise.all([airtable.stop(), postmark.stop(), stripe.stop(), buildHook.stop(), blobs.stop()]);
  await rm(blobsDirectory, { recursive: true, force: true });
});

/** What a function says of the methods it takes, in its 405's Allow header. */
async function methodsOf(fn: (typeof FUNCTIONS)[number]): Promise<string[]> {
  const response = await fetch(`${site.url}${fn.path}`, { method: 'PATCH' });
  expect(response.status, `${fn.name} answers PATCH`).toBe(405);
  expect(await response.json()).toMatchObject({ error: 'method_not_allowed', message: expect.any(String) });
  return (response.headers.get('allow') ?? '').split(',').map((method) => method.trim());
}

/** A 4xx in the interface's shape, or for a scheduled run, its 200; never a 5xx, never anything but JSON. */
async function expectRefusal(fn: (typeof FUNCTIONS)[number], label: string, response: Response, run: boolean) {
  const text = await response.text();
  const what = `${fn.name}, ${label}: ${response.status} ${text.slice(0, 200)}`;
  expect(response.status, what).toBeLessThan(500);
  expect(response.headers.get('content-type') ?? 'none', what).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (run) {
    expect(response.status, what).toBe(200);
    return;
  }
  expect(response.status, what).toBeGreaterThanOrEqual(400);
  expect(body, what).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  if (fn.name === WEBHOOK && response.status !== 405) expect(body.error, what).toBe('invalid_signature');
}

describe('hostile input to every function', () => {
  it('finds every function in the folder', () => {
    expect(FUNCTIONS.map((fn) => fn.name)).toEqual(expect.arrayContaining(['addBrochureRecord', 'checkout', 'contact', 'delete-account', 'process-payment', 'publish', 'stripe-webhook', 'validate-coupon', 'retry-emails', 'email-digest']));
  });

  it.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))(
    '%s refuses every hostile shape with a 4xx JSON answer, and stores, sends and charges nothing',
    async (_, fn) => {
      const before = await everything();
      const methods = await methodsOf(fn);
      for (const method of ['GET', 'POST']) {
        const allowed = methods.includes(method);
        // A scheduled function takes Netlify's POST, whatever its body, and runs; anything else is refused.
        const runs = fn.scheduled && allowed;
        if (method === 'POST') {
          for (const [label, body, type] of BODIES) {
            for (const headers of [{} as Record<string, string>, ...(fn.name === WEBHOOK ? [{ 'Stripe-Signature': 't=1,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd' }] : [])]) {
              const response = await fetch(`${site.url}${fn.path}`, { method, body, headers: { ...(type ? { 'Content-Type': type } : {}), ...headers } });
              await expectRefusal(fn, `POST ${label}`, response, runs);
            }
          }
        } else {
          for (const [label, query] of QUERIES) {
            const response = await fetch(`${site.url}${fn.path}${query}`);
            await expectRefusal(fn, `GET with ${label}`, response, runs);
          }
        }
      }
      expect(await everything()).toEqual(before);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    120_000,
  );
});

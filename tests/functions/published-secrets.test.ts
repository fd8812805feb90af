import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSampleBase } from '../../standins/airtable/sample-base.ts';
import { stripe } from '../support/context.ts';

/** Every file under a directory. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

const bundles = await mkdtemp(path.join(tmpdir(), 'altura-functions-'));
let results: Awaited<ReturnType<typeof zipFunctions>> = [];
beforeAll(async () => {
  // Netlify's own bundler, with netlify.toml's functions settings, as a deploy runs it.
  const { functions } = parse(readFileSync('netlify.toml', 'utf8')) as {
    functions: { directory: string; node_bundler: 'esbuild'; included_files: string[] };
  };
  results = await zipFunctions([path.resolve(functions.directory)], bundles, {
    archiveFormat: 'none',
    basePath: process.cwd(),
    repositoryRoot: process.cwd(),
    config: { '*': { nodeBundler: functions.node_bundler, includedFiles: functions.included_files } },
  });
  // Each function is traced with its packages (Stripe, Postmark, zod): most of a minute on a busy 2-core machine.
}, 120_000);
afterAll(() => rm(bundles, { recursive: true, force: true }));

describe('published output', () => {
  it('bundles every function as Netlify does, with the published catalog beside it', () => {
    expect(results.map((result) => result.name).sort()).toEqual(
      [
        'addBrochureRecord',
        'availability',
        'balance-checkout',
        'charge-balances',
        'checkout',
        'confirm-deletion',
        'contact',
        'count-coupon-uses',
        'delete-account',
        'email-digest',
        'free-cancelled-places',
        'process-payment',
        'publish',
        'publish-edits',
        'purge-expired-data',
        'retry-emails',
        'stripe-webhook',
        'validate-coupon',
      ],
    );
    // Netlify reads the schedule from the bundle: publish-edits every five minutes, the ledger's two jobs every 15, the email retries hourly, the balances, the purge and the digest daily; nothing else on a schedule.
    expect(Object.fromEntries(results.filter((result) => result.schedule).map((result) => [result.name, result.schedule]))).toEqual({
      'charge-balances': '@daily',
      'count-coupon-uses': '*/15 * * * *',
      'email-digest': '@daily',
      'free-cancelled-places': '*/15 * * * *',
      'publish-edits': '*/5 * * * *',
      'purge-expired-data': '@daily',
      'retry-emails': '@hourly',
    });
    for (const result of results) expect(existsSync(path.join(result.path, 'dist', 'catalog.json')), result.name).toBe(true);
  });

  it('carries every rate limit as Netlify applies it: per visitor address and domain, on all but the webhook and the scheduled functions', () => {
    const limits = Object.fromEntries(
      results.map((result) => {
        const rule = result.trafficRules?.action.config;
        return [result.name, rule && { perMinute: rule.rateLimitConfig.windowLimit, windowSize: rule.rateLimitConfig.windowSize, by: rule.aggregate.keys.map((key) => key.type) }];
      }),
    );
    const by = ['ip', 'domain'];
    expect(limits).toEqual({
      addBrochureRecord: { perMinute: 10, windowSize: 60, by },
      availability: { perMinute: 60, windowSize: 60, by },
      'balance-checkout': { perMinute: 10, windowSize: 60, by },
      checkout: { perMinute: 10, windowSize: 60, by },
      'confirm-deletion': { perMinute: 5, windowSize: 60, by },
      contact: { perMinute: 5, windowSize: 60, by },
      'delete-account': { perMinute: 5, windowSize: 60, by },
      'process-payment': { perMinute: 30, windowSize: 60, by },
      publish: { perMinute: 60, windowSize: 60, by },
      'validate-coupon': { perMinute: 10, windowSize: 60, by },
      'charge-balances': undefined,
      'count-coupon-uses': undefined,
      'email-digest': undefined,
      'free-cancelled-places': undefined,
      'publish-edits': undefined,
      'purge-expired-data': undefined,
      'retry-emails': undefined,
      'stripe-webhook': undefined,
    });
  });

  it('contains no secret key, no Airtable token and no coupon code, in the pages or the functions', () => {
    const codes = loadSampleBase().coupons!.map((record) => String(record.fields.coupon_code));
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'DOLOMITI15', 'SOLDOUT30']));
    const secrets = [stripe.secretKey(), stripe.webhookSecret(), inject('airtableToken'), inject('publishToken'), ...codes];
    const published = [...files(path.resolve('dist')), ...files(bundles)];
    expect(published.length).toBeGreaterThan(100);
    const leaks = published.flatMap((file) => {
      const bytes = readFileSync(file);
      return secrets.filter((secret) => bytes.includes(secret)).map((secret) => `${path.relative('.', file)}: ${secret}`);
    });
    expect(leaks).toEqual([]);
  });
});

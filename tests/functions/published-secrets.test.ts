import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadSampleBase } from '../../standins/airtable/sample-base.ts';
import { siteUrl, stripe } from '../support/context.ts';

/** Every file under a directory. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [file];
  });
}

const FUNCTIONS = ['validate-coupon', 'checkout', 'process-payment', 'stripe-webhook'];

describe('published output', () => {
  it('contains no secret key, no Airtable token and no coupon code', async () => {
    // The local emulation bundles each function as Netlify does (into .netlify/functions-serve) before it answers.
    for (const fn of FUNCTIONS) expect((await fetch(siteUrl(`/api/${fn}`), { method: 'PUT' })).status).toBe(405);
    const bundles = FUNCTIONS.map((fn) => path.resolve(`.netlify/functions-serve/${fn}/netlify/functions/${fn}.mjs`));
    const published = [...files(path.resolve('dist')), ...bundles];

    const codes = loadSampleBase().coupons!.map((record) => String(record.fields.coupon_code));
    expect(codes).toEqual(expect.arrayContaining(['WELCOME10', 'DOLOMITI15', 'SOLDOUT30']));
    const secrets = [stripe.secretKey(), stripe.webhookSecret(), inject('airtableToken'), ...codes];
    const leaks = published.flatMap((file) => {
      const bytes = readFileSync(file);
      return secrets.filter((secret) => bytes.includes(secret)).map((secret) => `${path.relative('.', file)}: ${secret}`);
    });
    expect(leaks).toEqual([]);
  });
});

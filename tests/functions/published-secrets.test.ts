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

describe('published output', () => {
  it('contains no secret key, no Airtable token and no coupon code', async () => {
    // The local emulation bundles each function as Netlify does, into .netlify/functions-serve, once it is called.
    for (const fn of ['validate-coupon', 'checkout', 'process-payment', 'stripe-webhook']) await fetch(siteUrl(`/api/${fn}`), { method: 'PUT' });
    const published = [...files(path.resolve('dist')), ...files(path.resolve('.netlify/functions-serve'))];
    expect(published.some((file) => file.endsWith(`${path.sep}checkout.mjs`))).toBe(true);

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

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '@netlify/functions';
import { describe, expect, it } from 'vitest';

/**
 * Every function in netlify/functions, found in the folder so that a new one is checked too.
 * Netlify enforces `rateLimit` on deploy (its local emulation does not), per visitor address and
 * per domain; tests/functions/published-secrets.test.ts checks that Netlify's bundler reads them.
 */
const DIRECTORY = 'netlify/functions';
const FUNCTIONS = await Promise.all(
  readdirSync(DIRECTORY)
    .filter((file) => /\.(m?ts|m?js)$/.test(file))
    .map(async (file) => ({
      name: file.replace(/\.[^.]+$/, ''),
      source: readFileSync(path.join(DIRECTORY, file), 'utf8'),
      config: ((await import(pathToFileURL(path.resolve(DIRECTORY, file)).href)) as { config: Config }).config,
    })),
);

/**
 * The only functions without a rate limit, each for its reason (said in its file too): Stripe
 * sends its events from a few addresses and signs them; a scheduled function has no caller.
 */
const UNLIMITED = new Set(['stripe-webhook', ...FUNCTIONS.filter((fn) => fn.config.schedule).map((fn) => fn.name)]);

/** What each function allows a visitor per minute, by what a person needs and what each call costs. */
const PER_MINUTE: Readonly<Record<string, number>> = {
  contact: 5,
  'delete-account': 5,
  addBrochureRecord: 10,
  checkout: 10,
  'balance-checkout': 10,
  'confirm-deletion': 5,
  'validate-coupon': 10,
  'process-payment': 30,
  publish: 60,
  availability: 60,
};

describe('the functions’ rate limits', () => {
  it('finds the functions, scheduled ones included', () => {
    expect(FUNCTIONS.map((fn) => fn.name)).toEqual(expect.arrayContaining(['checkout', 'validate-coupon', 'process-payment', 'stripe-webhook', 'retry-emails', 'email-digest']));
    expect([...UNLIMITED].sort()).toEqual(expect.arrayContaining(['email-digest', 'publish-edits', 'retry-emails', 'stripe-webhook']));
  });

  it.each(FUNCTIONS.filter((fn) => !UNLIMITED.has(fn.name)).map((fn) => [fn.name, fn] as const))('%s is rate-limited per visitor address and per domain', (name, fn) => {
    expect(fn.config.rateLimit, `${name} has no rateLimit`).toBeDefined();
    expect(fn.config.rateLimit).toMatchObject({ windowSize: 60, aggregateBy: expect.arrayContaining(['ip', 'domain']) });
    expect(fn.config.rateLimit!.windowLimit).toBeGreaterThan(0);
    expect(fn.config.rateLimit!.windowLimit).toBeLessThanOrEqual(60);
    if (name in PER_MINUTE) expect(fn.config.rateLimit!.windowLimit, name).toBe(PER_MINUTE[name]);
    // Netlify reads the config without running the file: the limit must be written as literals.
    expect(fn.source).toMatch(/rateLimit: \{ windowLimit: \d+, windowSize: \d+, aggregateBy: \['ip', 'domain'\] \}/);
  });

  it.each([...UNLIMITED])('%s has no rate limit, and says why', (name) => {
    const fn = FUNCTIONS.find((candidate) => candidate.name === name)!;
    expect(fn.config.rateLimit).toBeUndefined();
    expect(fn.source).toMatch(/No rateLimit: \S.+/);
  });
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { liveKeyRefusal } from '../../scripts/lib/live-key-guard.ts';

/**
 * A made-up key of a kind (`sk_live`, `rk_test`, …), written in two parts so that no secret
 * scanner takes the test's keys for real ones.
 */
const madeUpKey = (kind: string) => `${kind}_${'madeUpForTheTest'}`;

/** Only the production deploy may build with a live Stripe key. */
describe('the live-key guard of the build', () => {
  it.each([
    ['deploy-preview', madeUpKey('sk_live')],
    ['branch-deploy', madeUpKey('sk_live')],
    ['branch-deploy', madeUpKey('rk_live')],
    ['feature-x', madeUpKey('sk_live')],
    [undefined, madeUpKey('sk_live')],
  ])('refuses a %s build with %s', (context, key) => {
    const reason = liveKeyRefusal({ CONTEXT: context, STRIPE_SECRET_KEY: key });
    expect(reason).toContain(`live Stripe key (${key.slice(0, 8)}…)`);
    expect(reason).toContain(context ? `a ${context} build` : 'CONTEXT is not set');
    expect(reason).not.toContain(key);
  });

  it.each([
    ['production', madeUpKey('sk_live')],
    ['deploy-preview', madeUpKey('sk_test')],
    ['branch-deploy', madeUpKey('rk_test')],
    ['deploy-preview', undefined],
    [undefined, 'sk_test_standin_local_only'],
  ])('lets a %s build with %s through', (context, key) => {
    expect(liveKeyRefusal({ CONTEXT: context, STRIPE_SECRET_KEY: key })).toBeUndefined();
  });

  it('stops `npm run build` of a deploy preview with a live key, saying why, before Astro starts', () => {
    const result = spawnSync('npm', ['run', 'build'], {
      encoding: 'utf8',
      env: { ...process.env, CONTEXT: 'deploy-preview', STRIPE_SECRET_KEY: madeUpKey('sk_live') },
      timeout: 110_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('Refusing to build: STRIPE_SECRET_KEY is a live Stripe key (sk_live_…) in a deploy-preview build');
    expect(result.stdout + result.stderr).not.toMatch(/astro|sample base/i);
    // npm and Node start in about a second; far longer on a loaded machine.
  }, 120_000);
});

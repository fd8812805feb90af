/**
 * Only the production deploy may take real payments. Netlify builds a deploy with the variables of
 * its context, the same the functions then run with, so a live Stripe key seen by the build of a
 * preview or branch deploy would be charging real cards from that deploy: the build stops first.
 */
const LIVE_KEY = /^(sk|rk)_live_/;

/** Why this build must not run, or undefined when it may. */
export function liveKeyRefusal(env: Record<string, string | undefined>): string | undefined {
  const key = env.STRIPE_SECRET_KEY?.trim() ?? '';
  if (!LIVE_KEY.test(key) || env.CONTEXT === 'production') return undefined;
  const kind = key.slice(0, key.indexOf('_live_') + '_live_'.length);
  const build = env.CONTEXT ? `a ${env.CONTEXT} build` : 'a build outside Netlify (CONTEXT is not set)';
  return (
    `Refusing to build: STRIPE_SECRET_KEY is a live Stripe key (${kind}…) in ${build}. Only the production ` +
    'deploy may take real payments: give this context a test key (sk_test_…) in Netlify → Site configuration → ' +
    'Environment variables, or, to build the live site on purpose, set CONTEXT=production.'
  );
}

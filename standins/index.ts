import { startAirtableStandin, type AirtableStandin } from './airtable/server.ts';
import { startBuildHookStandin, type BuildHookStandin } from './netlify/build-hook.ts';
import { startPostmarkStandin, type PostmarkStandin } from './postmark/server.ts';
import { startStripeStandin, type StripeStandin } from './stripe/server.ts';

/**
 * Starts a local stand-in for every service that has no key in the environment, and answers the
 * environment that points the site at them. The same stand-ins serve `npm start` and the tests.
 */
export interface Standins {
  env: Record<string, string>;
  airtable?: AirtableStandin | undefined;
  postmark?: PostmarkStandin | undefined;
  stripe?: StripeStandin | undefined;
  buildHook?: BuildHookStandin | undefined;
  /** Tells the stand-ins where the site is served, once it is: Stripe's events go to its webhook. */
  siteStarted(siteUrl: string): void;
  stop(): Promise<void>;
}

export async function startStandins(env: Record<string, string | undefined> = process.env): Promise<Standins> {
  const airtable = env.AIRTABLE_TOKEN ? undefined : await startAirtableStandin();
  const postmark = env.POSTMARK_SERVER_TOKEN ? undefined : await startPostmarkStandin();
  const stripe = env.STRIPE_SECRET_KEY ? undefined : await startStripeStandin();
  const buildHook = env.BUILD_HOOK_URL ? undefined : await startBuildHookStandin();
  const running = [airtable, postmark, stripe, buildHook].filter((server) => server !== undefined);
  return {
    env: { ...airtable?.env, ...postmark?.env, ...stripe?.env, ...buildHook?.env },
    airtable,
    postmark,
    stripe,
    buildHook,
    siteStarted: (siteUrl) => stripe?.setWebhookEndpoint(new URL('/api/stripe-webhook', siteUrl).href),
    stop: async () => {
      await Promise.all(running.map((server) => server.stop()));
    },
  };
}

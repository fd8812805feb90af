import type { TestProject } from 'vitest/node';
import { startLocalBlobs } from '../../scripts/lib/blobs.ts';
import { buildSite } from '../../scripts/lib/build-site.ts';
import { startSiteServer } from '../../scripts/lib/site-server.ts';
import { startAirtableStandin } from '../../standins/airtable/server.ts';
import { startBuildHookStandin } from '../../standins/netlify/build-hook.ts';
import { startPostmarkStandin } from '../../standins/postmark/server.ts';
import { startStripeStandin } from '../../standins/stripe/server.ts';
import { labelExpectedFaults } from './expected-faults.ts';
import { TEST_PIXEL_ID } from './meta-pixel.ts';
import { testBase } from './test-base.ts';

/** The token the tests' Airtable automation sends to /api/publish. */
const PUBLISH_TOKEN = 'publish-token-of-the-tests';

/**
 * Builds the site from the test base (the sample base plus hostile texts), with a dummy Meta pixel
 * id so that the pixel code ships, and serves it with its functions through Netlify's emulation,
 * the functions pointed at fresh stand-ins and a fresh local Netlify Blobs store.
 * SKIP_BUILD=1 reuses the last test build while iterating on tests.
 */
export default async function setup(project: TestProject) {
  if (!process.env.SKIP_BUILD) {
    const buildStandin = await startAirtableStandin({ base: testBase() });
    try {
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      await buildSite({ ...process.env, ...buildStandin.env, PUBLIC_META_PIXEL_ID: TEST_PIXEL_ID, NODE_ENV: 'production' });
    } finally {
      await buildStandin.stop();
    }
  }

  const airtable = await startAirtableStandin();
  const postmark = await startPostmarkStandin();
  const stripe = await startStripeStandin();
  const buildHook = await startBuildHookStandin();
  const blobs = await startLocalBlobs();
  Object.assign(process.env, airtable.env, postmark.env, stripe.env, buildHook.env, blobs.env, { PUBLISH_TOKEN });
  const unlabel = labelExpectedFaults((table) => airtable.takeDroppedAnswer(table));
  const site = await startSiteServer({ port: 0 });
  // The functions link to the configured origin only, never to the request's Host.
  process.env.SITE_URL = site.url;
  stripe.setWebhookEndpoint(`${site.url}/api/stripe-webhook`);

  project.provide('siteUrl', site.url);
  project.provide('airtableUrl', airtable.url);
  project.provide('airtableToken', airtable.token);
  project.provide('airtableBaseId', airtable.baseId);
  project.provide('postmarkUrl', postmark.url);
  project.provide('stripeUrl', stripe.url);
  project.provide('stripeSecretKey', stripe.secretKey);
  project.provide('stripeWebhookSecret', stripe.webhookSecret);
  project.provide('buildHookUrl', buildHook.url);
  project.provide('blobsContext', blobs.context);
  project.provide('publishToken', PUBLISH_TOKEN);

  return async () => {
    await site.stop();
    unlabel();
    await airtable.stop();
    await postmark.stop();
    await stripe.stop();
    await buildHook.stop();
    await blobs.stop();
  };
}

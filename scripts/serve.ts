import path from 'node:path';
import { standinGuide } from '../standins/guide.ts';
import { startStandins } from '../standins/index.ts';
import { startLocalBlobs } from './lib/blobs.ts';
import { startSiteServer } from './lib/site-server.ts';

/**
 * Serves the last build with its functions, with local stand-ins for every service without a key
 * and Netlify's local Blobs store, kept in .netlify/blobs-serve between runs as `netlify dev` keeps it.
 */
export async function serve(): Promise<void> {
  const port = Number(process.env.PORT ?? 4321);
  const standins = await startStandins();
  const blobs = await startLocalBlobs({ directory: path.resolve('.netlify', 'blobs-serve') });
  // The functions link to the configured origin only, never to the request's Host: locally, this one.
  Object.assign(process.env, standins.env, blobs.env, { SITE_URL: process.env.SITE_URL || `http://localhost:${port}` });
  const site = await startSiteServer({ port });
  standins.siteStarted(site.url);
  console.log(`Altura Adventures is served at http://localhost:${port}`);
  for (const line of standinGuide(standins)) console.log(line);
  const stop = async () => {
    await site.stop();
    await standins.stop();
    await blobs.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) await serve();

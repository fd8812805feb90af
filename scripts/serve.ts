import { standinGuide } from '../standins/guide.ts';
import { startStandins } from '../standins/index.ts';
import { startSiteServer } from './lib/site-server.ts';

/** Serves the last build with its functions, with local stand-ins for every service without a key. */
export async function serve(): Promise<void> {
  const port = Number(process.env.PORT ?? 4321);
  const standins = await startStandins();
  Object.assign(process.env, standins.env);
  const site = await startSiteServer({ port });
  standins.siteStarted(site.url);
  console.log(`Altura Adventures is served at http://localhost:${port}`);
  for (const line of standinGuide(standins)) console.log(line);
  const stop = async () => {
    await site.stop();
    await standins.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.main) await serve();

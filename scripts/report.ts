import type { LoaderContext } from 'astro/loaders';
import { aboutLoader, blogLoader, carouselLoader, faqLoader, packagesLoader, reviewsLoader } from '../src/content/loader.ts';
import { buildContentReport } from '../src/content/report/write-report.ts';
import { startAirtableStandin } from '../standins/airtable/server.ts';

/**
 * `npm run report`: the content report without a build. The build's own loaders read the base
 * (the bundled sample base when AIRTABLE_TOKEN is absent) and download what it publishes (from
 * the build's cache), then the same checks run and the report is printed.
 */
const standin = process.env.AIRTABLE_TOKEN ? undefined : await startAirtableStandin();
if (standin) Object.assign(process.env, standin.env);
try {
  const quiet = () => {};
  const context = {
    store: { clear: quiet, set: () => true },
    parseData: async ({ data }: { data: unknown }) => data,
    logger: { info: quiet, warn: quiet },
  } as unknown as LoaderContext;
  for (const loader of [packagesLoader, blogLoader, reviewsLoader, aboutLoader, faqLoader, carouselLoader]) await loader.load(context);
  const report = await buildContentReport();
  if (!report) throw new Error('The loaders read nothing, so there is nothing to report.');
  console.log(`Content report of ${standin ? 'the bundled sample base' : `the base ${process.env.AIRTABLE_BASE_ID}`}\n\n${report.summary}\n\n${report.text}`);
} finally {
  await standin?.stop();
}

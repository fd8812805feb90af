import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildContentReport, writeContentReport } from '../content/report/write-report.ts';

/**
 * At the end of a build, the content report over what the loaders read: written beside the
 * publish directory for `npm run build` to print and for Netlify's deploy summary
 * (plugins/content-report), with one line in the build log.
 */
export function contentReport(): AstroIntegration {
  let outDir: URL;
  return {
    name: 'altura:content-report',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': async ({ logger }) => {
        const report = await buildContentReport();
        if (!report) return;
        const file = await writeContentReport(fileURLToPath(outDir), report);
        logger.info(`${report.summary} The report: ${file}`);
      },
    },
  };
}

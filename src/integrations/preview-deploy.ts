import { appendFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { isPreviewDeploy } from '../config/deploy-context.ts';

/**
 * The `_headers` rule that keeps a preview out of search engines. Netlify applies netlify.toml's
 * [[headers]] to every deploy context alike (its docs: "[build] and [[plugins]] but not
 * [[redirects]] or [[headers]]" are context-aware), so the build of a preview writes this rule
 * into the published `_headers` file, which Netlify reads alongside netlify.toml.
 */
export const PREVIEW_HEADERS = '/*\n  X-Robots-Tag: noindex\n';

/** Writes the preview's headers into a publish directory; nothing on production. Answers whether it did. */
export async function writePreviewHeaders(publishDir: URL, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (!isPreviewDeploy(env)) return false;
  await appendFile(new URL('_headers', publishDir), PREVIEW_HEADERS);
  return true;
}

export function previewDeploy(): AstroIntegration {
  return {
    name: 'altura:preview-deploy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (await writePreviewHeaders(dir)) logger.info(`${process.env.CONTEXT} build: every page is sent with X-Robots-Tag: noindex (${fileURLToPath(new URL('_headers', dir))})`);
      },
    },
  };
}

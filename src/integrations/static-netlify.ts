import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Every page of this site is prerendered, yet with an adapter Astro 7 still bundles a catch-all
 * SSR function (path "/*"). On Netlify a function path is matched before netlify.toml's redirect
 * rules, so that function would answer every unknown URL with the English 404 and skip the
 * per-language 404s and the unknown-package redirect. This removes it while no project route
 * renders on demand, so Netlify serves exactly what the local emulation serves.
 */
export function staticNetlify(): AstroIntegration {
  let onDemand: string[] = [];
  let root: URL;
  return {
    name: 'altura:static-netlify',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:routes:resolved': ({ routes }) => {
        onDemand = routes.filter((route) => route.origin === 'project' && !route.isPrerendered).map((route) => route.pattern);
      },
      'astro:build:done': async ({ logger }) => {
        if (onDemand.length > 0) {
          logger.warn(`Keeping the SSR function for on-demand routes: ${onDemand.join(', ')}`);
          return;
        }
        await rm(fileURLToPath(new URL('.netlify/v1/functions/ssr/', root)), { recursive: true, force: true });
        logger.info('All routes are prerendered: removed the catch-all SSR function');
      },
    },
  };
}

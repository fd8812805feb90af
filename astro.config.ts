import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, envField, fontProviders } from 'astro/config';
import { clientChunkGroups } from './src/config/client-chunks.ts';
import { COMPANY } from './src/config/company.ts';
import { contentSecurityPolicy } from './src/config/content-security-policy.ts';
import { DEFAULT_TILE_URL } from './src/config/map-tiles.ts';
import { isPreviewDeploy } from './src/config/deploy-context.ts';
import { publicOrigin } from './src/config/public-origin.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_TAGS } from './src/domain/languages.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { contentReport } from './src/integrations/content-report.ts';
import { previewDeploy } from './src/integrations/preview-deploy.ts';
import { shellFileName } from './src/integrations/shell-file-name.ts';
import { staticNetlify } from './src/integrations/static-netlify.ts';

const site = publicOrigin();

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  experimental: {
    // A build copies the brochures of the previous one rather than publishing them again: their
    // addresses name their content (src/pages/brochures/). Kept in node_modules/.astro, which
    // Netlify keeps between builds. Pages are rendered at every build: each shows the day's
    // departures, and a page reused from an earlier build would link that build's scripts.
    incrementalBuild: true,
  },
  // The image CDN is off: it would fetch from Airtable URLs that expire; images are optimized at build.
  adapter: netlify({ imageCDN: false }),
  image: {
    // AVIF at sharp's default effort (4) costs ~10 s per large image on 2 cores; effort 2 is ~6x
    // faster for files ~15% larger, still well under WebP's.
    service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } },
  },
  vite: {
    // `.env` is read by the npm scripts that run the site for a person (node --env-file-if-exists),
    // never by Vite, so that the test build cannot pick up a developer's keys.
    envDir: false,
    // Leaflet's package names only its CommonJS build, which the bundler must take whole; from its
    // ES module build the bundler can leave out some of what the map never uses (1.6 kB gzip).
    resolve: { alias: [{ find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' }] },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } } } },
  },
  integrations: [
    react(),
    clientDirectives(),
    shellFileName(),
    staticNetlify(),
    previewDeploy(),
    contentReport(),
    // A preview or branch deploy publishes no sitemap.
    ...(isPreviewDeploy()
      ? []
      : [
          sitemap({
            i18n: { defaultLocale: DEFAULT_LANGUAGE, locales: LOCALE_TAGS },
            // Pages reached only through a link of their own (Stripe's return, an emailed link) stay out.
            filter: (page) => !/\/(success|balance|404|delete-account\/confirm)\/?$/.test(new URL(page).pathname),
          }),
        ]),
  ],
  security: {
    csp: contentSecurityPolicy({
      tileUrl: process.env.PUBLIC_TILE_URL || DEFAULT_TILE_URL,
      metaPixelId: process.env.PUBLIC_META_PIXEL_ID,
    }),
  },
  i18n: {
    locales: [...LANGUAGES],
    defaultLocale: DEFAULT_LANGUAGE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  env: {
    schema: {
      PUBLIC_TILE_URL: envField.string({
        context: 'client',
        access: 'public',
        default: DEFAULT_TILE_URL,
      }),
      PUBLIC_TILE_ATTRIBUTION: envField.string({
        context: 'client',
        access: 'public',
        default: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      }),
      PUBLIC_META_PIXEL_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_WHATSAPP: envField.string({ context: 'client', access: 'public', default: COMPANY.whatsapp }),
      OPERATOR_EMAIL: envField.string({ context: 'server', access: 'public', default: COMPANY.email }),
      // The operator's legal identity in the footer and the terms; an empty value hides its line.
      PUBLIC_COMPANY_LEGAL_NAME: envField.string({ context: 'client', access: 'public', default: COMPANY.legal.legalName }),
      PUBLIC_COMPANY_ADDRESS: envField.string({ context: 'client', access: 'public', default: COMPANY.legal.address }),
      PUBLIC_COMPANY_REGISTRATION: envField.string({ context: 'client', access: 'public', default: COMPANY.legal.registration }),
      PUBLIC_FINANCIAL_PROTECTION: envField.string({ context: 'client', access: 'public', default: COMPANY.legal.financialProtection }),
    },
  },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Fraunces',
      cssVariable: '--font-display',
      fallbacks: ['Georgia', 'serif'],
      options: {
        variants: [
          {
            src: ['./node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'],
            weight: '100 900',
            style: 'normal',
          },
        ],
      },
    },
  ],
});

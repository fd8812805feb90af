import { defineConfig } from 'vitest/config';

/**
 * `unit`: the domain core, the content shaping and the loader, in isolation.
 * `site`: the built site served by Netlify's emulation over the local stand-ins; the functions
 * through HTTP and every page in Chromium. Its global setup builds and serves once.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'site',
          include: ['tests/functions/**/*.test.ts', 'tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A function call through Netlify's emulation takes about half a second, more when busy.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    maxWorkers: 2,
  },
});

/**
 * How the browser's JavaScript is split into files. Left alone, the bundler makes a chunk for every
 * set of pages that shares a module: the shell came as nine files of a few hundred bytes and React
 * as five, each compressed on its own and naming the others in imports. Whole, they weigh about
 * 2 kB less gzip on every page with an island, and each stays out of pages that do not need it.
 */
export const clientChunkGroups = [
  {
    // React, its scheduler, Astro's React renderer and the bundler's CommonJS helpers it needs.
    name: 'react',
    test: /node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown[\\/]runtime/,
    priority: 2,
  },
  {
    // The shell script with everything it imports (consent, currency store, cookies, languages).
    name: 'shell',
    test: /src[\\/]browser[\\/]shell\.ts$/,
    priority: 1,
  },
];

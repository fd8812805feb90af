/**
 * How the browser's JavaScript is split into files. Left alone, the bundler makes a chunk for every
 * set of pages that shares a module: the shell came as nine files of a few hundred bytes and React
 * as five, each compressed on its own and naming the others in imports. Grouped, they weigh less
 * gzip on every page, and each group stays out of pages that do not need it.
 */
/** The base layout's script, which is the shell (src/browser/shell.ts) of every page. */
export const SHELL_SCRIPT = /src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/;

export const clientChunkGroups = [
  {
    // React, its scheduler, Astro's React renderer and the bundler's CommonJS helpers it needs.
    name: 'react',
    test: /node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|rolldown[\\/]runtime/,
    priority: 4,
  },
  {
    // The shell's script with everything it imports (consent, the currency menu, cookies), and two
    // one-line helpers most pages use (`format`, and `fieldsOf` of every function's answer), cheaper
    // here than as files of their own. One file, loaded by the page itself rather than through a
    // file that only imports it (src/integrations/shell-file-name.ts names it).
    name: 'shell',
    test: (id: string) => SHELL_SCRIPT.test(id) || /src[\\/](?:browser[\\/](?:shell|api[\\/]fields)\.ts|i18n[\\/]format\.ts)$/.test(id),
    priority: 3,
  },
  {
    // Money and dates in the visitor's language, with the languages they name and the store of
    // their Intl formats: what every page that shows a booking (package, success, balance) formats with.
    name: 'formats',
    test: /src[\\/]domain[\\/](?:money-format|date-format|made-once)\.ts$/,
    priority: 2,
  },
  {
    // The POST of the calls that send something and the reading of a checkout's answer, together
    // (the balance page and the package page use both); the group below would otherwise take
    // them in with the live places.
    name: 'api',
    test: /src[\\/]browser[\\/]api[\\/](?:post-json|checkout-answer)\.ts$/,
    priority: 2,
  },
  {
    // What the package page's islands and scripts share (the booking and its stores, prices,
    // departures, places), in one file rather than a dozen. What they import that other pages
    // use too is taken first by the groups above, so no other page loads this one.
    name: 'booking',
    test: /src[\\/](?:browser[\\/](?:stores[\\/]|api[\\/]availability\.ts$)|islands[\\/](?:booking[\\/](?:hooks\.ts|Money\.tsx)$|use-hydrated\.ts$)|domain[\\/](?:booking|dates|departures|departure-places|duration|map-view|pricing)\.ts$)|node_modules[\\/](?:@nanostores[\\/]react|nanostores)[\\/]/,
    priority: 1,
  },
];

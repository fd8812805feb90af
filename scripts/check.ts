import { runWithContent } from './lib/build-site.ts';

/** Type-checks the project (`astro check`), with content read as the build reads it. */
try {
  await runWithContent(['check']);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

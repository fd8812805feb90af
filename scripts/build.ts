import { buildSite } from './lib/build-site.ts';

try {
  await buildSite(process.env, process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

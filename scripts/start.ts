import { buildSite } from './lib/build-site.ts';
import { serve } from './serve.ts';

try {
  await buildSite();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await serve();

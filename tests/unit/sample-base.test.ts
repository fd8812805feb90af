import { it } from 'vitest';
import { checkSampleBase } from '../../standins/airtable/render-samples.ts';

it('the bundled sample base is well formed, has the edge cases the site relies on, and every attachment renders', async () => {
  await checkSampleBase();
}, 30_000);

import type { APIRoute } from 'astro';
import { collectionData } from '../content/collections.ts';
import { catalogSchema } from '../schema/catalog.ts';

/** The published catalog the functions price from (src/schema/catalog.ts): parsing keeps only its fields. */
export const GET: APIRoute = async () => {
  const packages = await collectionData('packages');
  const catalog = catalogSchema.parse({
    packages: packages.map((data) => ({
      ...data,
      brochure: Object.fromEntries(Object.entries(data.brochure).map(([lang, file]) => [lang, file.href])),
    })),
  });
  return new Response(JSON.stringify(catalog), { headers: { 'Content-Type': 'application/json' } });
};

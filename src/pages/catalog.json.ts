import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import type { Catalog } from '../domain/catalog.ts';

/** The published catalog the functions price from (see src/domain/catalog.ts). */
export const GET: APIRoute = async () => {
  const packages = await getCollection('packages');
  const catalog: Catalog = {
    packages: packages.map(({ data }) => ({
      id: data.id,
      slug: data.slug,
      name: data.name,
      status: data.status,
      currency: data.currency,
      period: data.period,
      brochure: Object.fromEntries(Object.entries(data.brochure).map(([lang, file]) => [lang, file.href])),
      versions: data.versions.map((version) => ({
        id: version.id,
        name: version.name,
        price: version.price,
        durationDays: version.durationDays,
        steps: version.steps.map(({ id, name, optional, additionalCost }) => ({ id, name, optional, additionalCost })),
      })),
    })),
  };
  return new Response(JSON.stringify(catalog), { headers: { 'Content-Type': 'application/json' } });
};

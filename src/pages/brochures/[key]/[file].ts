import { readFile } from 'node:fs/promises';
import type { APIRoute, GetStaticPaths } from 'astro';
import { collectionData } from '../../../content/collections.ts';

/**
 * Publishes every package's brochure PDFs from the build's attachment cache, at the `href` the
 * content loader gave them, so no page links to Airtable's expiring attachment URLs. An address
 * names its file's content (an attachment's id, a trip note's hash), so the next build reuses it.
 */
export const getStaticPaths = (async () => {
  const packages = (await collectionData('packages')).filter((data) => data.status === 'active');
  const files = new Map(
    packages.flatMap((data) => Object.values(data.brochure)).map((brochure) => [brochure.href, brochure.file]),
  );
  return [...files].map(([href, file]) => {
    const [, , key, name] = href.split('/');
    return { params: { key, file: name }, props: { file }, cacheKey: href };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ file: string }> = async ({ props }) =>
  new Response(await readFile(props.file), { headers: { 'Content-Type': 'application/pdf' } });

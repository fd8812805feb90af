import type { APIRoute } from 'astro';
import { isPreviewDeploy } from '../config/deploy-context.ts';

/** A preview or branch deploy asks every crawler to stay away and names no sitemap (it has none). */
export const GET: APIRoute = ({ site }) =>
  new Response(
    (isPreviewDeploy()
      ? ['User-agent: *', 'Disallow: /', '']
      : ['User-agent: *', 'Allow: /', 'Disallow: /success/', '', `Sitemap: ${new URL('/sitemap-index.xml', site).href}`, '']
    ).join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );

import { defineMiddleware } from 'astro:middleware';
import { moveIslandStyleToHead } from './lib/island-style-in-head.ts';

/**
 * Every page, as it is rendered (at build time, and by `astro dev`), with the islands' style in
 * its head: changing the text here costs nothing beside rendering it, where rewriting the built
 * files afterwards read and wrote every page once more.
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('Content-Type')?.startsWith('text/html')) return response;
  return new Response(moveIslandStyleToHead(new Uint8Array(await response.arrayBuffer())), response);
});

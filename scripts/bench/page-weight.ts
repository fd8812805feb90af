import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Weight {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  path: string;
  html: Weight;
  css: Weight;
  /** Every script the page can load: its own, and every island's with their imports. */
  js: Weight;
  islands: { component: string; js: Weight }[];
}

const sum = (weights: Weight[]): Weight => weights.reduce((total, w) => ({ raw: total.raw + w.raw, gzip: total.gzip + w.gzip }), { raw: 0, gzip: 0 });

function weigh(content: Buffer | string): Weight {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return { raw: buffer.length, gzip: gzipSync(buffer).length };
}

function htmlFile(dist: string, pagePath: string): string {
  const direct = path.join(dist, pagePath);
  if (pagePath.endsWith('/')) return path.join(direct, 'index.html');
  return existsSync(`${direct}.html`) ? `${direct}.html` : path.join(direct, 'index.html');
}

/** A module and, transitively, the chunks it imports statically. */
async function moduleGraph(dist: string, entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = await readFile(path.join(dist, entry), 'utf8');
  for (const [, specifier] of source.matchAll(/(?:import|export)\s*(?:[^'"`;]*?from\s*)?["']([^"']+\.js)["']/g)) {
    await moduleGraph(dist, path.posix.join(path.posix.dirname(entry), specifier!), seen);
  }
  return seen;
}

async function weighModules(dist: string, modules: Iterable<string>): Promise<Weight> {
  return sum(await Promise.all([...modules].map(async (file) => weigh(await readFile(path.join(dist, file))))));
}

/** Bytes of each page type in the build output: HTML, CSS, JavaScript, and each island's cost. */
export async function benchPageWeight(dist: string, pages: readonly { page: string; path: string }[]): Promise<PageWeight[]> {
  return Promise.all(
    pages.map(async ({ page, path: pagePath }) => {
      const html = await readFile(htmlFile(dist, pagePath), 'utf8');
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
      const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
      const css = sum([weigh(inlineStyles), ...(await Promise.all(stylesheets.map(async (href) => weigh(await readFile(path.join(dist, href))))))]);

      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1]!);
      const inlineScripts = [...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('');
      const islands = [...html.matchAll(/<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"[^>]*opts="([^"]+)"/g)];
      const all = new Set<string>();
      for (const script of scripts) await moduleGraph(dist, script, all);
      const islandWeights = await Promise.all(
        islands.map(async ([, component, renderer, opts]) => {
          const graph = await moduleGraph(dist, renderer!, await moduleGraph(dist, component!));
          graph.forEach((file) => all.add(file));
          const name = /&quot;name&quot;:&quot;([^&]+)&quot;/.exec(opts!)?.[1] ?? component!;
          return { component: name, js: await weighModules(dist, graph) };
        }),
      );
      return {
        page,
        path: pagePath,
        html: weigh(html),
        css,
        js: sum([weigh(inlineScripts), await weighModules(dist, all)]),
        islands: islandWeights,
      };
    }),
  );
}

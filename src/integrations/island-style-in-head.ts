import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/** The style element Astro writes into the body just before a page's first island. */
const ISLAND_STYLE = `<style>${ISLAND_STYLES}</style>`;

/**
 * The page with that style moved to the end of its head: a `<style>` in the body is valid HTML
 * only as the first child of its parent, which the island's place rarely is. The page's CSP
 * already allows the style by its hash, wherever it stands.
 */
export function moveIslandStyleToHead(html: string): string {
  const at = html.indexOf(ISLAND_STYLE, html.indexOf('<body'));
  if (at === -1) return html;
  const withoutIt = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return withoutIt.replace('</head>', `${ISLAND_STYLE}</head>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

export function islandStyleInHead(): AstroIntegration {
  return {
    name: 'altura:island-style-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const moved = moveIslandStyleToHead(html);
          if (moved !== html) await writeFile(file, moved);
        }
      },
    },
  };
}

import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/** The style element Astro writes into the body just before a page's first island. */
const ISLAND_STYLE = Buffer.from(`<style>${ISLAND_STYLES}</style>`);

/**
 * The page with that style moved to the end of its head: a `<style>` in the body is valid HTML
 * only as the first child of its parent, which the island's place rarely is. The page's CSP
 * already allows the style by its hash, wherever it stands. It works on the page's bytes, as the
 * build writes them, rather than decoding and encoding every page again.
 */
export function moveIslandStyleToHead(html: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const page = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const headEnd = page.indexOf('</head>');
  const at = page.indexOf(ISLAND_STYLE, page.indexOf('<body'));
  if (headEnd === -1 || at === -1 || at < headEnd) return html;
  return Buffer.concat([page.subarray(0, headEnd), ISLAND_STYLE, page.subarray(headEnd, at), page.subarray(at + ISLAND_STYLE.length)]);
}

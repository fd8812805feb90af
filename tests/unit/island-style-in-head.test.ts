import { describe, expect, it } from 'vitest';
import { moveIslandStyleToHead } from '../../src/lib/island-style-in-head.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page as the build writes it: its UTF-8 bytes. */
const moved = (html: string) => Buffer.from(moveIslandStyleToHead(Buffer.from(html))).toString('utf8');

describe("the islands' style, moved into the head as each page renders", () => {
  it('leaves the body without it and ends the head with it, once, every other character kept', () => {
    const page = `<html><head><title>Über uns – Reisen</title><style>p{margin:0}</style></head><body><main><p>Grüße</p>${STYLE}<script>1</script><astro-island></astro-island></main></body></html>`;
    expect(moved(page)).toBe(
      `<html><head><title>Über uns – Reisen</title><style>p{margin:0}</style>${STYLE}</head><body><main><p>Grüße</p><script>1</script><astro-island></astro-island></main></body></html>`,
    );
  });

  it('leaves a page without islands as it is', () => {
    const page = '<html><head><title>T</title></head><body><p>No island</p></body></html>';
    expect(moved(page)).toBe(page);
  });
});

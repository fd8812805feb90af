import { describe, expect, it } from 'vitest';
import { moveIslandStyleToHead } from '../../src/integrations/island-style-in-head.ts';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe("the islands' style, moved into the head after the build", () => {
  it('leaves the body without it and ends the head with it, once', () => {
    const page = `<html><head><title>T</title><style>p{margin:0}</style></head><body><main><p>Intro</p>${STYLE}<script>1</script><astro-island></astro-island></main></body></html>`;
    expect(moveIslandStyleToHead(page)).toBe(
      `<html><head><title>T</title><style>p{margin:0}</style>${STYLE}</head><body><main><p>Intro</p><script>1</script><astro-island></astro-island></main></body></html>`,
    );
  });

  it('leaves a page without islands as it is', () => {
    const page = '<html><head><title>T</title></head><body><p>No island</p></body></html>';
    expect(moveIslandStyleToHead(page)).toBe(page);
  });
});

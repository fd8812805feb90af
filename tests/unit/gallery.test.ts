import { describe, expect, it } from 'vitest';
import { repeatGallery, wrapIndex } from '../../src/domain/gallery.ts';

describe('gallery strip', () => {
  it('repeats the whole list until it has more than 16 items', () => {
    const strip = repeatGallery(['a', 'b', 'c', 'd', 'e']);
    expect(strip).toHaveLength(20);
    expect(strip.slice(0, 6).map((item) => item.image)).toEqual(['a', 'b', 'c', 'd', 'e', 'a']);
    expect(strip[7]).toEqual({ image: 'c', index: 2, repeat: true });
    expect(strip.filter((item) => !item.repeat).map((item) => item.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it('repeats a list of 16 once more and leaves a long list as it is', () => {
    expect(repeatGallery(Array.from({ length: 16 }, (_, i) => i))).toHaveLength(32);
    expect(repeatGallery(Array.from({ length: 17 }, (_, i) => i))).toHaveLength(17);
    expect(repeatGallery(['only'])).toHaveLength(17);
    expect(repeatGallery([])).toEqual([]);
  });
});

describe('slider', () => {
  it('wraps around in both directions', () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(3, 6)).toBe(3);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

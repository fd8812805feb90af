import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file that can hold a media query. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(css|astro|tsx|ts)$/.test(entry.name) ? [file] : [];
  });
}

/**
 * The width conditions of a file's media queries, scripts and image `sizes` hints that are not the
 * one breakpoint. A grid's container query follows its own box, not the window; an image hint may
 * also name the content width (--content-width), past which images stop growing.
 */
function strayWidths(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/\((?:min|max)-width:\s*[^)]*\)/g)]
      .map((match) => match[0])
      .filter((condition) => {
        if (line.trim().startsWith('@container')) return false;
        if (condition === '(max-width: 768px)' || condition === '(min-width: 769px)') return false;
        return !(condition === '(min-width: 1160px)' && /sizes=/.test(line));
      })
      .map((condition) => `${file}:${index + 1} ${condition}`),
  );
}

describe('the one breakpoint of the spec: 768 px wide or less is narrow', () => {
  it('is the only window width a media query, a script or an image hint in src/ names, so no page is both at 768 px', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => strayWidths(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds any other value, however it is written', () => {
    const sample = [
      '@media (min-width: 768px) { .a { display: grid; } }',
      "const query = window.matchMedia('(max-width: 40em)');",
      '<img sizes="(min-width: 1024px) 33vw, 100vw" />',
      '@media (max-width: 768px) { .b { display: none; } }',
      '@container (min-width: 984px) { .c { gap: 0; } }',
    ].join('\n');
    expect(strayWidths('sample.css', sample)).toEqual(['sample.css:1 (min-width: 768px)', 'sample.css:2 (max-width: 40em)', 'sample.css:3 (min-width: 1024px)']);
  });
});

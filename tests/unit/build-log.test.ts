import { describe, expect, it } from 'vitest';
import { condensedBuildLog } from '../../scripts/lib/build-log.ts';

/** Astro's build output as it comes through the pipe, abridged. */
const ASTRO_OUTPUT = [
  '22:27:30 [build] Building server entrypoints...',
  '',
  ' prerendering static routes ',
  '22:27:31   ├─ /404.html (+45ms) ',
  '22:27:31   ├─ /brochures/attGwTseR4zk2ej2f/altura-highlands-skye-brochure-en.pdf (+4ms) ',
  '22:27:31   ├─ /brochures/tn-b161afcf04c42a47216d/italy-trail-1-trip-notes-en.pdf (restored)',
  '22:27:31 [WARN] [router] A page warned about something',
  '22:27:33   └─ /es/index.html (+14ms) ',
  '22:27:33 ✓ Completed in 1.61s.',
  '',
  ' generating optimized images ',
  '22:27:33   ▶ /_astro/share-default.DKg6547Q_EmCf4.jpg (before: 23kB, after: 16kB) (+51ms) (1/3)',
  '22:27:33   ▶ /_astro/section-1.BAGl0Jqa_247W8D.jpg (reused cache entry) (+2ms) (2/3)',
  '22:27:33 [ERROR] [assets] Could not process image /_astro/x.jpg',
  '22:27:34   ▶ /_astro/section-2.CUzilWzW_ZjL9T3.avif (before: 49kB, after: 4kB) (+403ms) (3/3)',
  '22:28:08 ✓ Completed in 35.31s.',
  '',
  '22:28:08 [build] Complete!',
];

function run(lines: readonly string[], live = false): string {
  let out = '';
  const log = condensedBuildLog((text) => (out += text), live);
  lines.forEach((line) => log.line(line));
  return out;
}

describe('the build log', () => {
  it('has one line per step instead of one per page and per image, and every other line as Astro wrote it', () => {
    expect(run(ASTRO_OUTPUT).split('\n')).toEqual([
      '22:27:30 [build] Building server entrypoints...',
      '',
      '22:27:31 [WARN] [router] A page warned about something',
      '22:27:33 [build] 4 pages and files prerendered (1 reused from the previous build) in 1.61s',
      '',
      '22:27:33 [ERROR] [assets] Could not process image /_astro/x.jpg',
      '22:28:08 [assets] 3 optimized images (1 reused from the cache) in 35.31s',
      '',
      '22:28:08 [build] Complete!',
      '',
    ]);
  });

  it('reads lines in colour as plain ones', () => {
    const coloured = ASTRO_OUTPUT.map((line) => line.replace('▶', '\x1b[32m▶\x1b[39m').replace('✓', '\x1b[32m✓\x1b[39m'));
    expect(run(coloured)).toContain('22:28:08 [assets] 3 optimized images (1 reused from the cache) in 35.31s\n');
  });

  it('on a terminal, counts in place on one line and clears it before the next', () => {
    const out = run(ASTRO_OUTPUT.slice(10, 16), true);
    expect(out).toBe(
      [
        '\r\x1b[K  optimizing images: 1/3',
        '\r\x1b[K  optimizing images: 2/3',
        '\r\x1b[K22:27:33 [ERROR] [assets] Could not process image /_astro/x.jpg\n',
        '\r\x1b[K  optimizing images: 3/3',
        '\r\x1b[K22:28:08 [assets] 3 optimized images (1 reused from the cache) in 35.31s\n',
      ].join(''),
    );
  });
});

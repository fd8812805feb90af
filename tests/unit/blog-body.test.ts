import { describe, expect, it } from 'vitest';
import { parseBlogBody, parseInline, plainText, preview, splitInHalves } from '../../src/domain/blog-body.ts';
import { formatLongDate } from '../../src/domain/date-format.ts';

describe('blog body', () => {
  it('reads headings by their markers and paragraphs between blank lines', () => {
    const blocks = parseBlogBody('Intro line\nsame paragraph\n\n## Arriving\n# Big\n### Small\n#### Minor\n\nLast **one**');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'heading', 'sub-heading', 'sub-heading', 'minor-heading', 'paragraph']);
    expect(blocks[0]).toEqual({
      kind: 'paragraph',
      lines: [[{ text: 'Intro line', bold: false }], [{ text: 'same paragraph', bold: false }]],
    });
    expect(blocks[1]).toEqual({ kind: 'heading', level: 2, spans: [{ text: 'Arriving', bold: false }] });
    expect(blocks[5]).toEqual({ kind: 'paragraph', lines: [[{ text: 'Last ', bold: false }, { text: 'one', bold: true }]] });
  });

  it('never skips a heading level: a minor heading under a heading is an h3, a sub-heading first an h2', () => {
    const levels = (body: string) => parseBlogBody(body).flatMap((block) => (block.kind === 'paragraph' ? [] : [block.level]));
    expect(levels('## A\n### B\n#### C')).toEqual([2, 3, 4]);
    expect(levels('## A\n#### B\n\ntext\n\n### C\n#### D')).toEqual([2, 3, 3, 4]);
    expect(levels('#### Alone\n\n# Big')).toEqual([2, 3]);
  });

  it('keeps text that only looks like a marker', () => {
    expect(parseBlogBody('#hashtag and ##### five')[0]).toMatchObject({ kind: 'paragraph' });
    expect(parseBlogBody('##\n\ntext').map((block) => block.kind)).toEqual(['paragraph', 'paragraph']);
    expect(parseBlogBody('\r\n\r\nWindows\r\nlines\r\n')).toHaveLength(1);
    expect(parseBlogBody('   \n\n')).toEqual([]);
  });

  it('makes double-asterisk text bold and leaves an unpaired marker as written', () => {
    expect(parseInline('**Boots** off, **book ahead**.')).toEqual([
      { text: 'Boots', bold: true },
      { text: ' off, ', bold: false },
      { text: 'book ahead', bold: true },
      { text: '.', bold: false },
    ]);
    expect(parseInline('2 ** 3 is eight')).toEqual([{ text: '2 ** 3 is eight', bold: false }]);
  });

  it('keeps markup as text: nothing in a body is interpreted as HTML', () => {
    const blocks = parseBlogBody('## <script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **<b>x</b>**');
    expect(blocks[0]).toEqual({ kind: 'heading', level: 2, spans: [{ text: '<script>alert(1)</script>', bold: false }] });
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      lines: [[{ text: '<img src=x onerror=alert(1)> ', bold: false }, { text: '<b>x</b>', bold: true }]],
    });
  });

  it('splits blocks in two halves for the quote, the first the larger, never ending on a heading', () => {
    const kinds = (text: string) => splitInHalves(parseBlogBody(text)).map((half) => half.map((block) => block.kind));
    expect(kinds('a\n\nb\n\nc\n\nd\n\ne')).toEqual([['paragraph', 'paragraph', 'paragraph'], ['paragraph', 'paragraph']]);
    expect(kinds('a\n\nb')).toEqual([['paragraph'], ['paragraph']]);
    expect(kinds('a')).toEqual([['paragraph'], []]);
    expect(kinds('')).toEqual([[], []]);
    expect(kinds('a\n## H\nb\n### I\nc\nd')).toEqual([['paragraph', 'heading', 'paragraph'], ['sub-heading', 'paragraph']]);
  });

  it('previews the first characters of the plain text', () => {
    const body = '## Heading\n\nA **bold** start to a long walk through the mountains of the north, hut to hut for a week.';
    expect(plainText(body)).toBe('Heading A bold start to a long walk through the mountains of the north, hut to hut for a week.');
    expect(preview(body, 80)).toBe(`${plainText(body).slice(0, 80).trimEnd()}…`);
    expect(Array.from(preview(body, 80).slice(0, -1))).toHaveLength(80);
    expect(preview('Short text.', 80)).toBe('Short text.');
    expect(preview('🥾🥾🥾', 2)).toBe('🥾🥾…');
  });
});

describe('blog date', () => {
  it('reads "Month day, year" in the page language, whatever the time zone', () => {
    expect(formatLongDate('2025-05-12', 'en')).toBe('May 12, 2025');
    expect(formatLongDate('2025-05-12', 'de')).toBe('12. Mai 2025');
    expect(formatLongDate('2026-01-01', 'it')).toBe('1 gennaio 2026');
    expect(formatLongDate('2025-12-31', 'fr')).toBe('31 décembre 2025');
    expect(formatLongDate('2025-08-03', 'es')).toBe('3 de agosto de 2025');
  });
});

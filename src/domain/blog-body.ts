/**
 * The blog body format of the content contract: blank lines separate paragraphs, a line starting
 * '## ' is a heading, '# ' or '### ' a sub-heading, '#### ' a minor heading, and **text** is bold.
 * The result is plain data: the page renders it as escaped text, so content never becomes markup.
 */
export interface TextSpan {
  text: string;
  bold: boolean;
}

type HeadingKind = 'heading' | 'sub-heading' | 'minor-heading';

export type BlogBlock =
  /** `level` is the HTML heading level: the kind's own (2, 3, 4), never more than one below the previous heading. */
  | { kind: HeadingKind; level: number; spans: TextSpan[] }
  /** A paragraph's lines, kept as written (single line breaks inside a paragraph). */
  | { kind: 'paragraph'; lines: TextSpan[][] };

/** The post title is the page's h1. */
const LEVELS: Record<HeadingKind, number> = { heading: 2, 'sub-heading': 3, 'minor-heading': 4 };

/** Longest marker first: '#### ' also starts with '# '. */
const HEADING_MARKERS = [
  ['#### ', 'minor-heading'],
  ['### ', 'sub-heading'],
  ['## ', 'heading'],
  ['# ', 'sub-heading'],
] as const;

/** `**bold**` spans; an unpaired `**` stays as written. */
export function parseInline(line: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let last = 0;
  for (const match of line.matchAll(/\*\*(.+?)\*\*/g)) {
    if (match.index > last) spans.push({ text: line.slice(last, match.index), bold: false });
    spans.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) spans.push({ text: line.slice(last), bold: false });
  return spans;
}

function headingOf(line: string, previousLevel: number): Extract<BlogBlock, { kind: HeadingKind }> | undefined {
  for (const [marker, kind] of HEADING_MARKERS) {
    if (line.startsWith(marker)) {
      const text = line.slice(marker.length).trim();
      // Screen readers navigate by level: a skipped level reads as missing content.
      return text ? { kind, level: Math.min(LEVELS[kind], previousLevel + 1), spans: parseInline(text) } : undefined;
    }
  }
  return undefined;
}

export function parseBlogBody(body: string): BlogBlock[] {
  const blocks: BlogBlock[] = [];
  let paragraph: TextSpan[][] = [];
  let level = 1;
  const closeParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      closeParagraph();
      continue;
    }
    const heading = headingOf(line, level);
    if (heading) {
      closeParagraph();
      blocks.push(heading);
      level = heading.level;
    } else {
      paragraph.push(parseInline(line));
    }
  }
  closeParagraph();
  return blocks;
}

/**
 * The two halves the fixed quote goes between; the first half is the larger one. A heading stays
 * with the text it introduces, so the first half never ends on one.
 */
export function splitInHalves(blocks: readonly BlogBlock[]): [BlogBlock[], BlogBlock[]] {
  let middle = Math.ceil(blocks.length / 2);
  while (middle > 1 && blocks[middle - 1]!.kind !== 'paragraph') middle--;
  return [blocks.slice(0, middle), blocks.slice(middle)];
}

/** The body as one line of plain text, without heading markers or bold asterisks. */
export function plainText(body: string): string {
  return parseBlogBody(body)
    .map((block) => (block.kind === 'paragraph' ? block.lines : [block.spans]).map((spans) => spans.map((span) => span.text).join('')).join(' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of the plain text, counted by code point (never half a surrogate pair). */
export function firstCharacters(body: string, max: number): { text: string; truncated: boolean } {
  const characters = Array.from(plainText(body));
  return characters.length <= max
    ? { text: characters.join(''), truncated: false }
    : { text: characters.slice(0, max).join('').trimEnd(), truncated: true };
}

/** A card's preview: the first `max` characters, with an ellipsis when the text goes on. */
export function preview(body: string, max: number): string {
  const { text, truncated } = firstCharacters(body, max);
  return truncated ? `${text}…` : text;
}

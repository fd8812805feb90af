import PDFDocument from 'pdfkit';
import type { Line, TripNotes } from './notes.ts';

/**
 * Lays trip notes out as an A4 PDF with the PDF standard fonts (Helvetica): nothing is embedded,
 * so a file weighs a few kilobytes and its text is selectable. The standard fonts cover
 * Windows-1252, which holds every letter of en/de/it/fr/es; anything else is written as its
 * nearest letter (see `printable`).
 */

/** Bump when the layout changes: it is part of every cached file's key. */
export const RENDERER_VERSION = 1;

const COLORS = { forest: '#0d3b36', ink: '#17302c', soft: '#44524f', lime: '#b7e34c', sand: '#e8dcc2' } as const;
const MARGIN = 56;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

/** The characters of Windows-1252 beyond Latin-1's printable range, which the standard fonts also have. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
const DASHES = /[\u2010-\u2012\u2212]/g;

/** Letters that Unicode does not decompose into a base letter and an accent. */
const STROKED: Readonly<Record<string, string>> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/** Text the standard fonts can show: thin and narrow spaces (French numbers) as no-break spaces, other letters without their accents. */
export function printable(text: string): string {
  return [...text.replace(SPACES, '\u00a0').replace(DASHES, '-')]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || char === '\n' || WIN_ANSI_EXTRA.has(char)) return char;
      const base = STROKED[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
      return base.length > 0 && [...base].every((letter) => letter.codePointAt(0)! < 0x100) ? base : '?';
    })
    .join('');
}

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string): void {
  doc.moveDown(1.1).font(FONT.bold).fontSize(14).fillColor(COLORS.forest).text(printable(text));
  doc.moveDown(0.3);
}

function body(doc: Doc, text: string): void {
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLORS.ink).text(printable(text), { lineGap: 2, paragraphGap: 6 });
}

function lines(doc: Doc, items: readonly Line[]): void {
  for (const item of items) {
    doc.font(FONT.bold).fontSize(10.5).fillColor(COLORS.ink).text(`${printable(item.label)}: `, { continued: true, lineGap: 2 });
    const link = /^https?:\/\//.test(item.text) ? item.text : undefined;
    doc.font(FONT.regular).text(printable(item.text), { lineGap: 2, paragraphGap: 4, link });
  }
}

function banner(doc: Doc, notes: TripNotes): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 10).fill(COLORS.lime);
  doc.font(FONT.bold).fontSize(9).fillColor(COLORS.soft).text(printable(`${notes.label} · Altura Adventures`), MARGIN, MARGIN - 16);
  doc.moveDown(0.8).font(FONT.bold).fontSize(24).fillColor(COLORS.forest).text(printable(notes.title), { lineGap: 2 });
  if (notes.subtitle) doc.moveDown(0.2).font(FONT.regular).fontSize(13).fillColor(COLORS.soft).text(printable(notes.subtitle));
  const y = doc.y + 10;
  doc.moveTo(MARGIN, y).lineTo(width - MARGIN, y).lineWidth(1).strokeColor(COLORS.sand).stroke();
  doc.y = y + 4;
}

/** The notes as PDF bytes. */
export function renderTripNotes(notes: TripNotes): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: notes.locale,
    displayTitle: true,
    info: { Title: printable(`${notes.title} · ${notes.label}`), Author: 'Altura Adventures', Subject: printable(notes.label) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  banner(doc, notes);
  heading(doc, notes.overview.heading);
  notes.overview.paragraphs.forEach((paragraph) => body(doc, paragraph));
  doc.moveDown(0.4);
  lines(doc, notes.facts);

  heading(doc, notes.versions.heading);
  for (const version of notes.versions.versions) {
    doc.moveDown(0.5).font(FONT.bold).fontSize(12).fillColor(COLORS.forest).text(printable(version.name));
    doc.font(FONT.regular).fontSize(10.5).fillColor(COLORS.soft).text(printable(version.summary));
    doc.moveDown(0.3);
    lines(doc, version.program);
    if (version.departures) {
      doc.moveDown(0.2).font(FONT.bold).fontSize(10.5).fillColor(COLORS.ink).text(printable(version.departures.heading));
      version.departures.dates.forEach((date) => body(doc, `• ${date}`));
    }
  }

  if (notes.stages) {
    heading(doc, notes.stages.heading);
    for (const stage of notes.stages.stages) {
      doc.font(FONT.bold).fontSize(10.5).fillColor(COLORS.ink).text(printable(stage.label), { lineGap: 2 });
      body(doc, stage.text);
    }
  }

  heading(doc, notes.terms.heading);
  notes.terms.paragraphs.forEach((paragraph) => body(doc, paragraph));
  heading(doc, notes.contact.heading);
  lines(doc, notes.contact.lines);

  doc.end();
  return done;
}

/**
 * Stand-in brochures for the bundled sample base: a small, valid PDF 1.4 written by hand
 * (catalog, page tree, two pages of Helvetica text and a few vector shapes, exact xref
 * offsets). Deterministic per attachment id; unknown ids get a generic brochure.
 */

export type BrochureLanguage = 'en' | 'de' | 'it';

export interface BrochureInfo {
  title: string;
  lang: BrochureLanguage;
  subtitle?: string;
  /** Itinerary lines, one per stage. */
  itinerary: string[];
  /** Short facts, e.g. "7 days · from EUR 1,690". */
  facts: string[];
}

/**
 * The brochure attachments of the sample base (packages.brochure_{lang}).
 * Keep in step with sample-base/packages.json.
 */
const KNOWN_BROCHURES: Record<string, BrochureInfo> = {
  // BEGIN KNOWN BROCHURES
  // END KNOWN BROCHURES
};

const LABELS: Record<BrochureLanguage, Record<'itinerary' | 'facts' | 'good' | 'booking' | 'contact' | 'page' | 'small', string>> = {
  en: {
    itinerary: 'Itinerary',
    facts: 'At a glance',
    good: 'Good to know',
    booking:
      'Booking: a 30% deposit secures your place. The balance is due 6 weeks before departure, and you can cancel free of charge until then.',
    contact: 'Questions? Write to us at info@alturaadventures.example or message us on WhatsApp from our contact page.',
    page: 'Page',
    small:
      'Small groups of at most 15 people, led by local guides who live where we walk. No single-use plastic on any trip: bring your own bottle, we refill it.',
  },
  de: {
    itinerary: 'Reiseverlauf',
    facts: 'Auf einen Blick',
    good: 'Gut zu wissen',
    booking:
      'Buchung: Mit 30 % Anzahlung ist Ihr Platz gesichert. Der Restbetrag ist 6 Wochen vor Abreise fällig, bis dahin können Sie kostenlos stornieren.',
    contact: 'Fragen? Schreiben Sie uns an info@alturaadventures.example oder per WhatsApp über unsere Kontaktseite.',
    page: 'Seite',
    small:
      'Kleine Gruppen mit höchstens 15 Personen, geführt von einheimischen Guides, die dort leben, wo wir wandern. Kein Einwegplastik auf unseren Reisen: Bringen Sie Ihre Flasche mit, wir füllen sie auf.',
  },
  it: {
    itinerary: 'Itinerario',
    facts: 'In breve',
    good: 'Da sapere',
    booking:
      "Prenotazione: un acconto del 30% vi garantisce il posto. Il saldo si paga 6 settimane prima della partenza e fino ad allora potete cancellare gratuitamente.",
    contact: 'Domande? Scriveteci a info@alturaadventures.example o su WhatsApp dalla nostra pagina contatti.',
    page: 'Pagina',
    small:
      'Piccoli gruppi di massimo 15 persone, accompagnati da guide locali che vivono dove camminiamo. Niente plastica monouso in nessun viaggio: portate la vostra borraccia, la riempiamo noi.',
  },
};

const GENERIC: BrochureInfo = {
  title: 'Altura Adventures: trip brochure',
  lang: 'en',
  subtitle: 'Small-group adventures with local guides, from Bologna to the world',
  itinerary: [
    'Day 1: arrival, welcome dinner and kit check with your guide.',
    'Days 2-5: walking days of four to seven hours, luggage-light.',
    'Day 6: a rest day or an optional excursion.',
    'Day 7: a last short walk, farewell lunch and departures.',
  ],
  facts: ['Group size: max 15 people', 'Team: experienced local guide', 'Plastic-free trip'],
};

export function brochureInfoFor(attachmentId: string): BrochureInfo {
  return KNOWN_BROCHURES[attachmentId] ?? GENERIC;
}

export function renderBrochurePdf(attachmentId: string, title?: string): Buffer {
  const known = brochureInfoFor(attachmentId);
  const info: BrochureInfo = title ? { ...known, title } : known;
  return buildPdf(info);
}

// ---------------------------------------------------------------------------------------
// Text: WinAnsi encoding and Helvetica metrics

const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  'Œ': 0x8c,
  'œ': 0x9c,
};

function winAnsiBytes(text: string): number[] {
  const out: number[] = [];
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0) ?? 63;
    if (code >= 32 && code <= 126) out.push(code);
    else if (code >= 0xa0 && code <= 0xff) out.push(code);
    else out.push(WIN_ANSI_EXTRA[ch] ?? 63);
  }
  return out;
}

/** A PDF literal string in WinAnsi, with escapes. */
function pdfString(text: string): string {
  let s = '(';
  for (const b of winAnsiBytes(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) s += `\\${String.fromCharCode(b)}`;
    else if (b < 32 || b > 126) s += `\\${b.toString(8).padStart(3, '0')}`;
    else s += String.fromCharCode(b);
  }
  return `${s})`;
}

// Helvetica advance widths for codes 32..126 (from the standard AFM), in 1/1000 em.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function textWidth(text: string, size: number, bold: boolean): number {
  let w = 0;
  for (const b of winAnsiBytes(text)) {
    w += b >= 32 && b <= 126 ? HELVETICA_WIDTHS[b - 32]! : 556;
  }
  return ((w * (bold ? 1.06 : 1)) / 1000) * size;
}

function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------
// Page content

const PAGE_W = 595; // A4 in points
const PAGE_H = 842;
const MARGIN = 56;

class Page {
  ops: string[] = [];
  y = PAGE_H - MARGIN;

  text(x: number, y: number, size: number, text: string, bold = false, rgb: [number, number, number] = [0.13, 0.16, 0.2]): void {
    this.ops.push(`${rgb.join(' ')} rg BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(text)} Tj ET`);
  }

  /** Wrapped paragraph at the cursor; moves the cursor down. */
  para(text: string, size = 11, bold = false, gap = 6, x = MARGIN, rgb?: [number, number, number]): void {
    for (const line of wrap(text, size, PAGE_W - x - MARGIN, bold)) {
      this.text(x, this.y, size, line, bold, rgb);
      this.y -= size * 1.35;
    }
    this.y -= gap;
  }

  rect(x: number, y: number, w: number, h: number, rgb: [number, number, number]): void {
    this.ops.push(`${rgb.join(' ')} rg ${x} ${y} ${w} ${h} re f`);
  }

  poly(points: Array<[number, number]>, rgb: [number, number, number]): void {
    const [first, ...rest] = points;
    if (!first) return;
    let op = `${rgb.join(' ')} rg ${first[0].toFixed(1)} ${first[1].toFixed(1)} m`;
    for (const [x, y] of rest) op += ` ${x.toFixed(1)} ${y.toFixed(1)} l`;
    this.ops.push(`${op} h f`);
  }

  content(): string {
    return this.ops.join('\n');
  }
}

const INK: [number, number, number] = [0.13, 0.16, 0.2];
const TEAL: [number, number, number] = [0.07, 0.29, 0.33];
const LIME: [number, number, number] = [0.6, 0.8, 0.2];
const MUTED: [number, number, number] = [0.38, 0.42, 0.46];
const WHITE: [number, number, number] = [1, 1, 1];

function buildPages(info: BrochureInfo): Page[] {
  const L = LABELS[info.lang];
  const p1 = new Page();
  // header band with a little mountain range
  p1.rect(0, PAGE_H - 250, PAGE_W, 250, TEAL);
  p1.poly(
    [
      [0, PAGE_H - 250],
      [0, PAGE_H - 200],
      [90, PAGE_H - 150],
      [150, PAGE_H - 185],
      [250, PAGE_H - 105],
      [330, PAGE_H - 170],
      [400, PAGE_H - 130],
      [480, PAGE_H - 190],
      [PAGE_W, PAGE_H - 160],
      [PAGE_W, PAGE_H - 250],
    ],
    [0.11, 0.38, 0.42],
  );
  p1.poly(
    [
      [230, PAGE_H - 122],
      [250, PAGE_H - 105],
      [270, PAGE_H - 121],
      [258, PAGE_H - 118],
      [250, PAGE_H - 124],
      [242, PAGE_H - 117],
    ],
    [0.93, 0.95, 0.96],
  );
  p1.rect(MARGIN, PAGE_H - 66, 26, 4, LIME);
  p1.text(MARGIN, PAGE_H - 56, 12, 'ALTURA ADVENTURES', true, WHITE);
  p1.y = PAGE_H - 300;
  p1.para(info.title, 24, true, 4, MARGIN, INK);
  if (info.subtitle) p1.para(info.subtitle, 13, false, 10, MARGIN, MUTED);
  p1.rect(MARGIN, p1.y + 4, PAGE_W - 2 * MARGIN, 1, [0.85, 0.87, 0.88]);
  p1.y -= 18;
  p1.para(L.itinerary, 15, true, 6, MARGIN, TEAL);
  for (const stage of info.itinerary) {
    p1.rect(MARGIN, p1.y + 3, 4, 4, LIME);
    p1.para(stage, 11, false, 4, MARGIN + 14, INK);
  }

  const p2 = new Page();
  p2.rect(0, PAGE_H - 40, PAGE_W, 40, TEAL);
  p2.text(MARGIN, PAGE_H - 26, 10, `ALTURA ADVENTURES · ${info.title}`, true, WHITE);
  p2.y = PAGE_H - 90;
  p2.para(L.facts, 15, true, 6, MARGIN, TEAL);
  for (const fact of info.facts) {
    p2.rect(MARGIN, p2.y + 3, 4, 4, LIME);
    p2.para(fact, 11, false, 3, MARGIN + 14, INK);
  }
  p2.y -= 10;
  p2.para(L.good, 15, true, 6, MARGIN, TEAL);
  p2.para(L.small, 11, false, 8);
  p2.para(L.booking, 11, false, 8);
  p2.para(L.contact, 11, false, 8);
  // footer on both pages
  [p1, p2].forEach((p, i) => {
    p.rect(MARGIN, 70, PAGE_W - 2 * MARGIN, 0.8, [0.85, 0.87, 0.88]);
    p.text(MARGIN, 52, 9, 'Altura Adventures · Via del Pratello 12 · 40122 Bologna · Italy · alturaadventures.example', false, MUTED);
    p.text(PAGE_W - MARGIN - 40, 52, 9, `${L.page} ${i + 1}/2`, false, MUTED);
  });
  return [p1, p2];
}

// ---------------------------------------------------------------------------------------
// The file

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function buildPdf(info: BrochureInfo): Buffer {
  const pages = buildPages(info);
  // object numbers: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then page + content pairs
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'));
  objects.push(Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`, 'latin1'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'));
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'));
  objects.push(
    Buffer.from(
      `<< /Title ${utf16Hex(info.title)} /Author (Altura Adventures) /Producer (Altura sample base) /CreationDate (D:20250301090000Z) >>`,
      'latin1',
    ),
  );
  pages.forEach((page, i) => {
    const contentId = pageIds[i]! + 1;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
        'latin1',
      ),
    );
    const stream = Buffer.from(page.content(), 'latin1');
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(obj);
    offset += obj.length;
  });
  const xrefAt = offset;
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) xref += `${String(o).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

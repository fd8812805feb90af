import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tripNotes, type NotesContext, type NotesPackage } from '../../src/content/trip-notes/notes.ts';
import { renderToFiles } from '../../src/content/trip-notes/render-pool.ts';
import { printable, renderTripNotes } from '../../src/content/trip-notes/render.ts';
import type { Departure, Step } from '../../src/schema/content.ts';
import { pdfText } from '../support/pdf-text.ts';

const CONTEXT: NotesContext = { today: '2026-11-23', origin: 'https://altura.example', email: 'trips@altura.example', whatsapp: '+39 051 000 0000' };

const step = (id: string, name: string, more: Partial<Step> = {}): Step => ({
  id,
  name: { en: name, de: name, it: name, fr: name, es: name },
  stepNumber: 0,
  optional: false,
  additionalCost: 0,
  ...more,
});
const departure = (id: string, startDate: string, more: Partial<Departure> = {}): Departure => ({ id, startDate, seats: 15, price: null, status: 'open', ...more });

/** A package priced in pounds, with a version that has itinerary days and one that has none. */
const PACKAGE: NotesPackage = {
  slug: 'cornish-coast-path',
  name: 'Cornish Coast Path',
  currency: 'GBP',
  subtitle: { en: 'Cliffs and coves', de: 'Klippen und Buchten', it: 'Scogliere e baie', fr: 'Cliffs and coves', es: 'Cliffs and coves' },
  description: { en: 'First paragraph.\n\nSecond paragraph.', de: 'Erster Absatz.', it: 'Primo paragrafo.', fr: 'First paragraph.', es: 'First paragraph.' },
  period: { en: 'April to October', de: 'April bis Oktober', it: 'Da aprile a ottobre', fr: 'April to October', es: 'April to October' },
  accommodation: undefined,
  versions: [
    {
      id: 'recShort',
      name: 'Short Walk',
      price: 900,
      isDefault: false,
      departures: [],
      steps: [step('recHarbour', 'Start Harbour'), step('recLight', 'Lighthouse', { description: { en: 'The old light.', de: 'Der alte Leuchtturm.', it: 'Il vecchio faro.', fr: 'The old light.', es: 'The old light.' } })],
    },
    {
      id: 'recCoast',
      name: 'Coast Path',
      price: 1250,
      durationDays: 7,
      isDefault: true,
      steps: [step('recHarbour', 'Start Harbour', { day: 1 }), step('recCliff', 'Cliff Walk', { day: 1, optional: true, additionalCost: 80 }), step('recLight', 'Lighthouse', { day: 2 })],
      departures: [
        departure('recPast', '2026-11-01'),
        departure('recGuaranteed', '2027-05-01', { seats: 12, status: 'guaranteed' }),
        departure('recClosed', '2027-05-15', { status: 'closed' }),
        departure('recPeak', '2027-06-05', { price: 1400 }),
        departure('recJuly', '2027-07-03'),
        departure('recAugust', '2027-08-07'),
        departure('recSeptember', '2027-09-04'),
      ],
    },
  ],
};

describe('trip notes', () => {
  it('say what the record says: versions by day where days are given, prices in the package currency, upcoming open departures', () => {
    const notes = tripNotes(PACKAGE, 'en', CONTEXT);
    expect(notes.title).toBe('Cornish Coast Path');
    expect(notes.overview.paragraphs).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(notes.facts).toEqual([
      { label: 'When', text: 'April to October' },
      { label: 'Group size', text: 'Small groups of up to 15 travellers, with a local guide' },
    ]);
    // The default version first.
    expect(notes.versions.versions).toEqual([
      {
        name: 'Coast Path',
        summary: '7 days · £1,250 per person',
        program: [
          { label: 'Day 1', text: 'Start Harbour · Cliff Walk (optional, +£80 per person)' },
          { label: 'Day 2', text: 'Lighthouse' },
        ],
        departures: {
          heading: 'Next departures',
          dates: [
            'May 1, 2027 – May 7, 2027 · 12 places · guaranteed',
            'June 5, 2027 – June 11, 2027 · 15 places · £1,400 per person',
            'July 3, 2027 – July 9, 2027 · 15 places',
            'August 7, 2027 – August 13, 2027 · 15 places',
          ],
        },
      },
      {
        name: 'Short Walk',
        summary: '£900 per person',
        program: [
          { label: 'Step 1', text: 'Start Harbour' },
          { label: 'Step 2', text: 'Lighthouse' },
        ],
      },
    ]);
    expect(notes.stages).toEqual({ heading: 'The stages', stages: [{ label: 'Lighthouse', text: 'The old light.' }] });
    expect(notes.terms.paragraphs).toEqual([
      'You pay a 30% deposit when you book, and the balance 6 weeks before the start.',
      'When you book less than 6 weeks before the start, you pay the whole price at once.',
      'You can cancel free of charge until the balance is due.',
    ]);
    expect(notes.contact.lines).toEqual([
      { label: 'Email', text: 'trips@altura.example' },
      { label: 'WhatsApp', text: '+39 051 000 0000' },
      { label: 'Online', text: 'https://altura.example/packages/cornish-coast-path/' },
    ]);
  });

  it('in German: dates, prices and the link in German', () => {
    const notes = tripNotes(PACKAGE, 'de', CONTEXT);
    const coast = notes.versions.versions[0]!;
    expect(coast.summary).toBe('7 Tage · 1.250\u00a0£ pro Person');
    expect(coast.program[0]).toEqual({ label: 'Tag 1', text: 'Start Harbour · Cliff Walk (optional, +80\u00a0£ pro Person)' });
    expect(coast.departures!.dates[0]).toBe('1. Mai 2027 – 7. Mai 2027 · 12 Plätze · garantiert');
    expect(notes.contact.lines[2]).toEqual({ label: 'Online', text: 'https://altura.example/de/packages/cornish-coast-path/' });
  });

  const DEPOSIT_TERMS = {
    en: 'You pay a 30% deposit when you book, and the balance 6 weeks before the start.',
    de: 'Du zahlst bei der Buchung eine Anzahlung von 30 % und den Rest 6 Wochen vor dem Start.',
    it: 'Alla prenotazione paghi un acconto del 30% e il saldo 6 settimane prima della partenza.',
    fr: 'Vous payez un acompte de 30 % à la réservation, et le solde 6 semaines avant le départ.',
    es: 'Pagas un depósito del 30 % al reservar, y el resto 6 semanas antes de la salida.',
  } as const;

  it.each(Object.entries(DEPOSIT_TERMS))('are a small PDF whose text can be read back in %s: the name, every version, the deposit terms', async (lang, terms) => {
    const bytes = await renderTripNotes(tripNotes(PACKAGE, lang as keyof typeof DEPOSIT_TERMS, CONTEXT));
    expect(bytes.length).toBeLessThan(300 * 1024);
    const text = await pdfText(bytes);
    for (const expected of ['Cornish Coast Path', 'Coast Path', 'Short Walk', terms]) expect(text).toContain(expected);
  });

  it('write letters the standard fonts lack as their nearest letter, never as garbage', () => {
    // ó, Š and Æ are in the fonts; ź is z with an accent, Ł a letter of its own.
    expect(printable('Łódź, Škofja Loka, Ærø')).toBe('Lódz, Škofja Loka, Ærø');
    expect(printable('1\u202f690\u00a0€ – “Tōkyō” 東京')).toBe('1\u00a0690\u00a0€ – “Tokyo” ??');
  });
});

describe('the render pool', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  // Starting workers takes a few hundred milliseconds each on a busy machine.
  it('renders many files on worker threads, each a whole PDF', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'trip-notes-'));
    dirs.push(dir);
    const jobs = Array.from({ length: 60 }, (_, n) => ({
      notes: tripNotes({ ...PACKAGE, name: `Trip ${n}` }, (['en', 'de', 'it', 'fr', 'es'] as const)[n % 5]!, CONTEXT),
      file: path.join(dir, `${n}.pdf`),
    }));
    await renderToFiles(jobs);
    for (const [n, job] of jobs.entries()) expect(await pdfText(await readFile(job.file))).toContain(`Trip ${n}`);
  });
});

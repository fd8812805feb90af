import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localizedPath } from '../../src/domain/languages.ts';
import type { Catalog } from '../../src/schema/catalog.ts';
import { siteUrl } from '../support/context.ts';
import { pdfText } from '../support/pdf-text.ts';

const catalog = JSON.parse(readFileSync('dist/catalog.json', 'utf8')) as Catalog;
/** No brochure uploaded for it in any language. */
const ATLAS = catalog.packages.find((pkg) => pkg.name === 'Atlas Mountains & Sahara Nights')!;

/** The deposit terms as each language's trip notes state them (30% at booking, the balance 6 weeks before). */
const DEPOSIT_TERMS = {
  en: 'You pay a 30% deposit when you book, and the balance 6 weeks before the start.',
  de: 'Du zahlst bei der Buchung eine Anzahlung von 30 % und den Rest 6 Wochen vor dem Start.',
  it: 'Alla prenotazione paghi un acconto del 30% e il saldo 6 settimane prima della partenza.',
  fr: 'Vous payez un acompte de 30 % à la réservation, et le solde 6 semaines avant le départ.',
  es: 'Pagas un depósito del 30 % al reservar, y el resto 6 semanas antes de la salida.',
} as const;

describe('trip notes of a package without an uploaded brochure', () => {
  it.each(LANGUAGES)('are offered on its %s page and published as a PDF in that language', async (lang) => {
    const href = ATLAS.brochure[lang]!;
    expect(href).toMatch(new RegExp(`^/brochures/tn-[0-9a-f]{20}/atlas-mountains-sahara-nights-[a-z-]+-${lang}\\.pdf$`));
    const html = await (await fetch(siteUrl(localizedPath(lang, `/packages/${ATLAS.slug}/`)))).text();
    expect(html).toContain('id="brochure-title"');
    expect(html).toContain(href);

    const response = await fetch(siteUrl(href));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(300 * 1024);
    const text = await pdfText(bytes);
    for (const expected of [ATLAS.name, ...ATLAS.versions.map((version) => version.name), DEPOSIT_TERMS[lang]]) expect(text, `${lang}: ${expected}`).toContain(expected);
  });
});

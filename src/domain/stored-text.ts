/**
 * Bidirectional controls reorder what a reader sees ("gpj.exe" shown as "exe.jpg"), in the
 * operator's Airtable view and in the emails that quote a visitor: LRE, RLE, PDF, LRO, RLO
 * (U+202A–U+202E), the isolates LRI, RLI, FSI, PDI (U+2066–U+2069), and the marks LRM, RLM
 * (U+200E, U+200F) and ALM (U+061C).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Half of a character: a high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A visitor's text as it may be stored and quoted: without bidirectional controls and without
 * lone surrogates (which Airtable and mail services turn into "�" or refuse). Everything else a
 * person can type, any script and emoji included, stays as typed.
 */
export function storableText(text: string): string {
  return text.replace(LONE_SURROGATES, '').replace(BIDI_CONTROLS, '');
}

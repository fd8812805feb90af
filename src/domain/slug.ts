/** Folds accents to plain letters: "Côte" → "Cote". */
function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/**
 * The package rule: lowercase, fold accents, drop everything but word characters, spaces and
 * hyphens, spaces to hyphens. "Côte d'Azur & Provence" → "cote-dazur-provence".
 */
export function packageSlug(name: string): string {
  return foldAccents(name.toLowerCase())
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * The blog rule: lowercase, whitespace to hyphens, other non-word characters removed. Accents are
 * folded first so that "Südtirol" reads "sudtirol" rather than losing its letters.
 */
export function blogSlug(title: string): string {
  return foldAccents(title.toLowerCase())
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

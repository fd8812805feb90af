/** A plain text's paragraphs: blank lines separate them, and no paragraph is empty. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** A list field's items: one a line, blank lines and list marks ("-", "*", "•") left out. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter((line) => line !== '');
}

import { extractText } from 'unpdf';

/** The text a reader can select in a PDF, as PDF.js extracts it, with runs of white space as one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

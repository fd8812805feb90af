import { attachments, localized, number, text, type AttachmentRef, type Localized } from './fields.ts';
import type { RawRecord } from './packages.ts';

export interface ReviewDraft {
  id: string;
  name: string;
  quote: Localized;
}

export interface AboutSectionDraft {
  /** section_1 … section_4 */
  id: string;
  title: Localized;
  content: Localized;
}

export interface FaqDraft {
  id: string;
  question: Localized;
  answer: Localized;
  order: number;
}

export interface CarouselImageDraft {
  id: string;
  image: AttachmentRef;
}

export function shapeReviews(records: readonly RawRecord[]): ReviewDraft[] {
  return records.flatMap((record) => {
    const name = text(record.fields, 'name');
    const quote = localized(record.fields, 'quote');
    return name && quote ? [{ id: record.id, name, quote }] : [];
  });
}

export const ABOUT_SECTION_IDS = ['section_1', 'section_2', 'section_3', 'section_4'] as const;

export function shapeAboutSections(records: readonly RawRecord[]): AboutSectionDraft[] {
  return ABOUT_SECTION_IDS.flatMap((id) => {
    const record = records.find((candidate) => text(candidate.fields, 'id') === id);
    if (!record) return [];
    const title = localized(record.fields, 'title');
    const content = localized(record.fields, 'content');
    return title && content ? [{ id, title, content }] : [];
  });
}

/** FAQ items by `order`; items without one follow, in base order. */
export function shapeFaq(records: readonly RawRecord[]): FaqDraft[] {
  return records
    .flatMap((record, index) => {
      const question = localized(record.fields, 'question');
      const answer = localized(record.fields, 'answer');
      const order = number(record.fields, 'order') ?? Number.MAX_SAFE_INTEGER;
      return question && answer ? [{ draft: { id: record.id, question, answer, order }, index }] : [];
    })
    .sort((a, b) => a.draft.order - b.draft.order || a.index - b.index)
    .map(({ draft }) => draft);
}

export function shapeCarousel(records: readonly RawRecord[]): CarouselImageDraft[] {
  return records.flatMap((record) => {
    const image = attachments(record.fields, 'imageURL')[0];
    return image ? [{ id: record.id, image }] : [];
  });
}

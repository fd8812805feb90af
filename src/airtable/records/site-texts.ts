import { ABOUT_SECTION_IDS, type AboutSection, type CarouselSlideDraft, type FaqItem, type Review } from '../../schema/content.ts';
import { attachments, localized, number, text, type RawRecord } from '../fields.ts';

export function shapeReviews(records: readonly RawRecord[]): Review[] {
  return records.flatMap((record) => {
    const name = text(record.fields, 'name');
    const quote = localized(record.fields, 'quote');
    return name && quote ? [{ id: record.id, name, quote }] : [];
  });
}

export function shapeAboutSections(records: readonly RawRecord[]): AboutSection[] {
  return ABOUT_SECTION_IDS.flatMap((id) => {
    const record = records.find((candidate) => text(candidate.fields, 'id') === id);
    if (!record) return [];
    const title = localized(record.fields, 'title');
    const content = localized(record.fields, 'content');
    return title && content ? [{ id, title, content }] : [];
  });
}

/**
 * FAQ items by the base's `order`, items without one last in base order. Each item's `order` is
 * then its place in that list, for pages to sort by: a collection keeps no order of its own.
 */
export function shapeFaq(records: readonly RawRecord[]): FaqItem[] {
  return records
    .flatMap((record, index) => {
      const question = localized(record.fields, 'question');
      const answer = localized(record.fields, 'answer');
      const order = number(record.fields, 'order') ?? Number.MAX_SAFE_INTEGER;
      return question && answer ? [{ draft: { id: record.id, question, answer }, order, index }] : [];
    })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ draft }, place) => ({ ...draft, order: place }));
}

export function shapeCarousel(records: readonly RawRecord[]): CarouselSlideDraft[] {
  return records.flatMap((record) => {
    const image = attachments(record.fields, 'imageURL')[0];
    return image ? [{ id: record.id, image }] : [];
  });
}

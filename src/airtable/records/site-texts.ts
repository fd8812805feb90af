import { ABOUT_SECTION_IDS, type AboutSection, type CarouselSlideDraft, type FaqItem, type Review } from '../../schema/content.ts';
import { MAX_RATING, MIN_RATING, isRating } from '../../domain/reviews.ts';
import { attachments, links, localized, number, text, type RawRecord } from '../fields.ts';

/**
 * Reviews with a name and a quote, each with its place in the base; a rating outside 1–5 is left
 * out (the review stays, unrated). The package link is kept as given: pages show a review on the
 * page of a published package only.
 */
export function shapeReviews(records: readonly RawRecord[]): { reviews: Review[]; warnings: string[] } {
  const warnings: string[] = [];
  const reviews = records.flatMap((record, order): Review[] => {
    const name = text(record.fields, 'name');
    const quote = localized(record.fields, 'quote');
    if (!name || !quote) return [];
    const rating = number(record.fields, 'rating');
    if (rating !== undefined && !isRating(rating)) warnings.push(`reviews ${record.id}: its rating ${rating} is left out, a rating is from ${MIN_RATING} to ${MAX_RATING}`);
    const packageId = links(record.fields, 'package')[0];
    return [{ id: record.id, name, quote, order, ...(packageId ? { packageId } : {}), ...(isRating(rating) ? { rating } : {}) }];
  });
  return { reviews, warnings };
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

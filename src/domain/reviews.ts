import { LOCALE_TAGS, type Lang } from './languages.ts';
import { madeOnce } from './made-once.ts';

/** Travellers' reviews: which ones a page shows, and a trip's average rating. */

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** The home page's rotation stays this long however many trips and reviews the catalogue has. */
export const HOME_REVIEWS = 12;

interface Rated {
  packageId?: string | undefined;
  rating?: number | undefined;
  /** The review's place in the base. */
  order: number;
}

const inBaseOrder = (a: Rated, b: Rated) => a.order - b.order;

export function isRating(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value >= MIN_RATING && value <= MAX_RATING;
}

/** A trip's own reviews, in base order. */
export function tripReviews<T extends Rated>(reviews: readonly T[], packageId: string): T[] {
  return reviews.filter((review) => review.packageId === packageId).sort(inBaseOrder);
}

/**
 * The home page's rotation: reviews of the company (linked to no trip) first, then trip reviews
 * from the best rated down (unrated last), each group in base order; at most HOME_REVIEWS.
 */
export function homeReviews<T extends Rated>(reviews: readonly T[], limit = HOME_REVIEWS): T[] {
  const company = reviews.filter((review) => review.packageId === undefined).sort(inBaseOrder);
  const trips = reviews
    .filter((review) => review.packageId !== undefined)
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || inBaseOrder(a, b));
  return [...company, ...trips].slice(0, limit);
}

export interface AverageRating {
  /** The mean, to one decimal: 4.666… is 4.7. */
  value: number;
  /** How many ratings it is the mean of. */
  count: number;
}

/** The mean of the reviews' ratings; undefined when none is rated. */
export function averageRating(reviews: readonly Pick<Rated, 'rating'>[]): AverageRating | undefined {
  const ratings = reviews.flatMap((review) => (review.rating === undefined ? [] : [review.rating]));
  if (ratings.length === 0) return undefined;
  const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { value: Math.round(mean * 10) / 10, count: ratings.length };
}

const ratingFormats = madeOnce<Intl.NumberFormat>();

/** A rating as the page's language writes it: 4.7 in English, 4,7 in German. */
export function formatRating(value: number, lang: Lang): string {
  return ratingFormats(lang, () => new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: 1 })).format(value);
}

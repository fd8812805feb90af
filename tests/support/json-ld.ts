/**
 * What a search engine would refuse in a page's JSON-LD: a missing context or type, or a type
 * without the fields its rich result requires (Google's FAQPage, Article, Product-like offers and
 * the review snippet's ratings).
 */
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const named = (value: unknown) => isNode(value) && text(value['@type']) && text(value.name);

const isRating = (value: unknown, best: unknown, worst: unknown) =>
  typeof value === 'number' && typeof best === 'number' && typeof worst === 'number' && value >= worst && value <= best;

const REQUIRED: Record<string, (node: Node) => string[]> = {
  FAQPage: (node) => {
    const questions = Array.isArray(node.mainEntity) ? node.mainEntity : [];
    if (questions.length === 0) return ['FAQPage without questions'];
    return questions.flatMap((question, index) =>
      isNode(question) && question['@type'] === 'Question' && text(question.name) && isNode(question.acceptedAnswer) && question.acceptedAnswer['@type'] === 'Answer' && text(question.acceptedAnswer.text)
        ? []
        : [`question ${index + 1} lacks its name or its answer's text`],
    );
  },
  BlogPosting: (node) => [
    ...(text(node.headline) && String(node.headline).length <= 110 ? [] : ['BlogPosting headline missing or over 110 characters']),
    ...(typeof node.datePublished === 'string' && !Number.isNaN(Date.parse(node.datePublished)) ? [] : ['BlogPosting datePublished is not an ISO 8601 date']),
    ...(named(node.author) ? [] : ['BlogPosting author without a type and name']),
    ...(named(node.publisher) ? [] : ['BlogPosting publisher without a type and name']),
  ],
  TouristTrip: (node) => {
    const offer = isNode(node.offers) ? node.offers : {};
    const itinerary = isNode(node.itinerary) ? node.itinerary : {};
    const items = Array.isArray(itinerary.itemListElement) ? itinerary.itemListElement : [];
    return [
      ...(text(node.name) && text(node.description) ? [] : ['TouristTrip without a name and description']),
      ...(named(node.provider) ? [] : ['TouristTrip provider without a type and name']),
      ...(offer['@type'] === 'Offer' && typeof offer.price === 'number' && offer.price >= 0 && /^[A-Z]{3}$/.test(String(offer.priceCurrency))
        ? []
        : ['TouristTrip offer without a price and an ISO 4217 currency']),
      ...(itinerary.numberOfItems === items.length && items.every((item, index) => isNode(item) && item.position === index + 1 && named(item.item))
        ? []
        : ['TouristTrip itinerary items are not numbered 1…n with a named place each']),
    ];
  },
  // Google's review snippet: a named item with an offer, its aggregate rating and only rated reviews.
  Product: (node) => {
    const aggregate = isNode(node.aggregateRating) ? node.aggregateRating : {};
    const reviews = Array.isArray(node.review) ? node.review : [];
    return [
      ...(text(node.name) && isNode(node.offers) ? [] : ['Product without a name and an offer']),
      ...(aggregate['@type'] === 'AggregateRating' &&
      isRating(aggregate.ratingValue, aggregate.bestRating, aggregate.worstRating) &&
      Number.isInteger(aggregate.ratingCount) &&
      Number(aggregate.ratingCount) > 0
        ? []
        : ['Product aggregateRating without a value within its scale and a count']),
      ...reviews.flatMap((review, index) => {
        const rating = isNode(review) && isNode(review.reviewRating) ? review.reviewRating : {};
        return isNode(review) && review['@type'] === 'Review' && named(review.author) && text(review.reviewBody) && isRating(rating.ratingValue, rating.bestRating, rating.worstRating)
          ? []
          : [`review ${index + 1} lacks its author, its text or a rating within its scale`];
      }),
    ];
  },
};

/** The block's types: one, or several (a TouristTrip that is also a Product). */
export function jsonLdTypes(data: Node): string[] {
  const type = data['@type'];
  return Array.isArray(type) ? type.map(String) : [String(type)];
}

/** The problems of one JSON-LD block; none for valid data of the types this site publishes. */
export function jsonLdProblems(data: unknown): string[] {
  if (!isNode(data)) return ['not a JSON object'];
  if (data['@context'] !== 'https://schema.org') return ['@context is not https://schema.org'];
  return jsonLdTypes(data).flatMap((type) => {
    const check = REQUIRED[type];
    return check ? check(data) : [`unexpected @type ${type}`];
  });
}

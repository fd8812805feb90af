/** The spec's blog limits: card previews, meta descriptions, similar posts. */
export const PREVIEW_LENGTH = 80;
export const META_DESCRIPTION_LENGTH = 160;
const SIMILAR_POSTS = 3;

interface ListablePost {
  id: string;
  author?: string | undefined;
  /** YYYY-MM-DD */
  date: string;
}

/** Newest first; posts of the same day in a stable order. */
export function newestFirst<T extends ListablePost>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

/** Up to three other posts by the same author, newest first; posts without an author are the team's. */
export function similarPosts<T extends ListablePost>(post: T, posts: readonly T[]): T[] {
  const author = post.author ?? '';
  return newestFirst(posts.filter((other) => other.id !== post.id && (other.author ?? '') === author)).slice(0, SIMILAR_POSTS);
}

import { newestFirst } from '../../domain/blog-list.ts';
import { LANGUAGES } from '../../domain/languages.ts';
import { blogSlug } from '../../domain/slug.ts';
import { uniqueSlug } from '../../domain/unique-slug.ts';
import type { BlogPostDraft } from '../../schema/content.ts';
import { attachments, links, localized, text, type RawRecord } from '../fields.ts';

/** Shown when a post has no category: fixed, so a static page is the same from build to build. */
export const DEFAULT_BLOG_CATEGORY = 'Nature';

/** Slugs of pages under /blog/ that are not posts (src/pages/[...lang]/blog/404.astro). */
const RESERVED_BLOG_SLUGS = ['404'];

/** Blog posts, newest first, each with a unique slug per language from its localized title. */
export function shapeBlogPosts(records: readonly RawRecord[]): { posts: BlogPostDraft[]; warnings: string[] } {
  const warnings: string[] = [];
  const drafts = records.flatMap((record): Omit<BlogPostDraft, 'slug'>[] => {
    const { fields } = record;
    const title = localized(fields, 'blogTitle');
    const content = localized(fields, 'blogContent', 'textContent');
    if (!title || !content) {
      warnings.push(`blog ${record.id}: skipped, it needs a title and content`);
      return [];
    }
    const packageId = links(fields, 'package')[0];
    const date = text(fields, 'date') ?? record.createdTime?.slice(0, 10) ?? '1970-01-01';
    return [
      {
        id: record.id,
        title,
        content,
        cover: attachments(fields, 'coverImage')[0],
        author: text(fields, 'author'),
        date,
        category: text(fields, 'category') ?? DEFAULT_BLOG_CATEGORY,
        readMoreText: text(fields, 'readMoreText'),
        images: attachments(fields, 'images'),
        ...(packageId ? { packageId } : {}),
      },
    ];
  });
  const taken = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Set<string>(RESERVED_BLOG_SLUGS)]));
  // Newest first, as the blog lists them; this order also decides which of two clashing slugs gets a suffix.
  const posts = newestFirst(drafts).map((draft) => ({
    ...draft,
    slug: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, uniqueSlug(blogSlug(draft.title[lang]) || draft.id.toLowerCase(), taken[lang]!)]),
    ) as BlogPostDraft['slug'],
  }));
  return { posts, warnings };
}

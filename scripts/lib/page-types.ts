import { localizedPath, type Lang } from '../../src/domain/languages.ts';

/** One page of each type, as the quality tests and the bench visit them. */
export const PAGE_TYPES = [
  { type: 'home', path: '/' },
  { type: 'packages', path: '/packages/' },
  { type: 'package', path: '/packages/dolomites-hut-to-hut-alta-via-1/' },
  { type: 'about', path: '/about/' },
  { type: 'blog', path: '/blog/' },
  { type: 'blog post', path: '/blog/a-night-in-a-dolomites-rifugio/', de: '/de/blog/eine-nacht-auf-einer-dolomitenhutte/' },
  { type: 'contact', path: '/contact/' },
  { type: 'delete account', path: '/delete-account/' },
  { type: 'deletion confirmation', path: '/delete-account/confirm/' },
  { type: 'success', path: '/success/' },
  { type: 'balance', path: '/balance/' },
  { type: 'privacy', path: '/privacy-policy/' },
  { type: 'terms', path: '/terms-of-service/' },
  { type: 'not found', path: '/no-such-page/' },
] as const;

export type PageType = (typeof PAGE_TYPES)[number]['type'];

/** The page's path in English or German (blog posts have their own slug per language). */
export function pagePath(page: (typeof PAGE_TYPES)[number], lang: Extract<Lang, 'en' | 'de'>): string {
  if (lang === 'en') return page.path;
  return 'de' in page ? page.de : localizedPath('de', page.path);
}

/** The public origin: canonical URLs, the sitemap, Stripe's return URLs, the trip notes' links. Netlify sets URL. */
export function publicOrigin(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL || env.URL || 'http://localhost:4321').replace(/\/+$/, '');
}

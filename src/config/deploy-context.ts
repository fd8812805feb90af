/**
 * Netlify's deploy context, which it sets as CONTEXT during builds: `production`, `deploy-preview`,
 * `branch-deploy`, `dev`, or a branch name. A local build has none.
 */
type Env = Record<string, string | undefined>;

/**
 * A Netlify deploy that is not the live site: a pull request's preview or a branch deploy. Its
 * pages say so, carry `X-Robots-Tag: noindex` and publish no sitemap. A local build (no CONTEXT)
 * is built as production would be, so that it can be checked as such.
 */
export function isPreviewDeploy(env: Env = process.env): boolean {
  return Boolean(env.CONTEXT) && env.CONTEXT !== 'production';
}

import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveConfig } from '@netlify/config';
import { afterEach, describe, expect, it } from 'vitest';
import { writePreviewHeaders } from '../../src/integrations/preview-deploy.ts';
import { GET as robotsTxt } from '../../src/pages/robots.txt.ts';

/**
 * What Netlify deploys in each context, read by Netlify's own configuration parser
 * (@netlify/config, the one its builds use): netlify.toml, then the `_headers` our build writes
 * into the publish directory with the environment Netlify gives that context's build.
 */
interface Header {
  for: string;
  values: Record<string, string>;
}
interface Resolved {
  env: Record<string, { value: string }>;
  config: { build: { command: string; publish: string }; headers: Header[]; redirects: { from: string; to: string; status: number }[] };
}

const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true, force: true });
});

/** A checkout of the repository's netlify.toml, built for `context` as Netlify would build it. */
async function deployOf(context: string): Promise<Resolved> {
  const root = await mkdtemp(path.join(tmpdir(), 'netlify-context-'));
  directories.push(root);
  await copyFile('netlify.toml', path.join(root, 'netlify.toml'));
  const resolve = () => resolveConfig({ cwd: root, repositoryRoot: root, context, branch: 'feature/trip-notes', offline: true, buffer: true }) as Promise<Resolved>;
  const beforeBuild = await resolve();
  const publishDir = beforeBuild.config.build.publish;
  await mkdir(publishDir, { recursive: true });
  await writePreviewHeaders(pathToFileURL(`${publishDir}/`), { CONTEXT: beforeBuild.env.CONTEXT?.value });
  return resolve();
}

const robotsHeader = (headers: Header[]) => headers.filter((header) => header.for === '/*').map((header) => header.values['X-Robots-Tag']).filter(Boolean);

describe('netlify.toml per deploy context', () => {
  it.each(['deploy-preview', 'branch-deploy'])('a %s is sent with X-Robots-Tag: noindex on every page, and keeps the security headers', async (context) => {
    const deploy = await deployOf(context);
    expect(deploy.env.CONTEXT?.value).toBe(context);
    expect(robotsHeader(deploy.config.headers)).toEqual(['noindex']);
    expect(deploy.config.headers.find((header) => header.for === '/*' && header.values['X-Frame-Options'])?.values).toMatchObject({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  });

  it('production is indexable', async () => {
    const deploy = await deployOf('production');
    expect(robotsHeader(deploy.config.headers)).toEqual([]);
  });

  it('every context builds the same way and redirects the same paths', async () => {
    const [production, preview, branch] = await Promise.all(['production', 'deploy-preview', 'branch-deploy'].map(deployOf));
    for (const deploy of [production!, preview!, branch!]) {
      expect(deploy.config.build.command).toBe('npm run build');
      expect(path.basename(deploy.config.build.publish)).toBe('dist');
    }
    expect(production!.config.redirects.length).toBeGreaterThan(0);
    expect(preview!.config.redirects).toEqual(production!.config.redirects);
    expect(branch!.config.redirects).toEqual(production!.config.redirects);
    expect(production!.config.redirects.find((rule) => rule.from === '/de/*')).toMatchObject({ to: '/de/404/', status: 404 });
  });
});

describe('robots.txt per deploy context', () => {
  const robots = async (context: string | undefined) => {
    const saved = process.env.CONTEXT;
    if (context === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = context;
    try {
      const response = await robotsTxt({ site: new URL('https://altura.example') } as Parameters<typeof robotsTxt>[0]);
      return response.text();
    } finally {
      if (saved === undefined) delete process.env.CONTEXT;
      else process.env.CONTEXT = saved;
    }
  };

  it.each(['deploy-preview', 'branch-deploy'])('a %s disallows everything and names no sitemap', async (context) => {
    expect(await robots(context)).toBe('User-agent: *\nDisallow: /\n');
  });

  it.each(['production', undefined])('the %s site allows crawling and names its sitemap', async (context) => {
    const text = await robots(context);
    expect(text).toContain('Allow: /\n');
    expect(text).toContain('Sitemap: https://altura.example/sitemap-index.xml');
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import astroConfig from '../../astro.config.ts';

/**
 * `.env` configures the site a person runs, never the tests; `.env.example` names every variable
 * the project reads, so that a newcomer finds them all in one place.
 */
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const example = readFileSync('.env.example', 'utf8');
const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|astro)$/.test(name) ? [file] : [];
  });
}

/** Every variable read as `env.NAME`, destructured from an env, or declared in Astro's env schema. */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of [...['src', 'scripts', 'netlify', 'standins', 'tests/support'].flatMap(sourceFiles), 'astro.config.ts']) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
    for (const match of text.matchAll(/\{([^{}]+)\}\s*=\s*(?:process\.)?env\b/g)) for (const name of match[1]!.matchAll(/\b([A-Z][A-Z0-9_]+)\s*:/g)) names.add(name[1]!);
    for (const match of text.matchAll(/\b([A-Z][A-Z0-9_]+): envField\./g)) names.add(match[1]!);
  }
  // Table renames are built from the table names: AIRTABLE_TABLE_PACKAGE_VERSIONS for packageVersions.
  const tables = readFileSync('src/airtable/tables.ts', 'utf8').match(/DEFAULT_TABLES = \{([^}]+)\}/)![1]!;
  for (const match of tables.matchAll(/^\s+(\w+):/gm)) names.add(`AIRTABLE_TABLE_${match[1]!.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`);
  // Set by Netlify's runtime or by our own scripts for the functions, by vitest, and by Vite
  // (`import.meta.env.DEV`, true under `astro dev`): nothing to configure.
  for (const internal of ['NETLIFY_BLOBS_CONTEXT', 'NODE_ENV', 'DEV']) names.delete(internal);
  return names;
}

describe('.env', () => {
  it.each(['start', 'build', 'serve'])('is read by `npm run %s`, through Node’s own --env-file-if-exists', (script) => {
    expect(scripts[script]).toMatch(/^node --env-file-if-exists=\.env scripts\//);
  });

  it.each(['test', 'test:unit', 'check', 'bench'])('is never read by `npm run %s`', (script) => {
    expect(scripts[script]).not.toContain('.env');
    expect(scripts[script]).not.toContain('env-file');
  });

  it('is not read by Vite either, so that the test build cannot see it', () => {
    expect(astroConfig.vite?.envDir).toBe(false);
  });

  it('is ignored by git, and .env.example is not', () => {
    const ignored = (file: string) => {
      try {
        execFileSync('git', ['check-ignore', '--no-index', '-q', file]);
        return true;
      } catch {
        return false;
      }
    };
    expect(ignored('.env')).toBe(true);
    expect(ignored('.env.example')).toBe(false);
  });
});

describe('.env.example', () => {
  it('names every variable the project reads', () => {
    const read = variablesRead();
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('names nothing the project does not read', () => {
    const read = variablesRead();
    expect([...listed].filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it('sets nothing: every variable is optional and commented out, with a placeholder', () => {
    expect(example.match(/^[A-Z][A-Z0-9_]*=/gm)).toBeNull();
    expect(example).not.toMatch(/=(sk|rk)_live_/);
  });
});

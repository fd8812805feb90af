import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '../../scripts/lib/page-types.ts';
import { LANGUAGES, localizedPath, type Lang } from '../../src/domain/languages.ts';

/** The Nu Html Checker (the vnu-jar package), run on the machine's Java. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const JAVA = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
const DIST = path.resolve('dist');

/**
 * What the checker reports in error that is valid CSS: its CSS validator predates container
 * queries (CSS Containment Level 3, in every current browser), which the card grids use.
 */
const CHECKER_LAGS = [/^CSS: “container-type”: Property “container-type” doesn't exist\.$/, /^CSS: Unrecognized at-rule “@container”$/];

interface Message {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
}

/** The built file that answers a path; an unknown one is answered by the 404 page of its language. */
function builtFile(pagePath: string, lang: Lang): string {
  if (pagePath === '/no-such-page/') return path.join(DIST, lang === 'en' ? '404.html' : `${lang}/404/index.html`);
  return path.join(DIST, localizedPath(lang, pagePath), 'index.html');
}

/** A blog post in every language: its slug differs by language, as its hreflang links say. */
function blogPostFile(lang: Lang): string {
  const english = readFileSync(builtFile('/blog/a-night-in-a-dolomites-rifugio/', 'en'), 'utf8');
  const href = new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`).exec(english)?.[1];
  if (!href) throw new Error(`The English blog post has no ${lang} alternate`);
  return path.join(DIST, new URL(href).pathname, 'index.html');
}

/** One page of every type in every language, the blog's own not-found page included. */
function samplePages(): string[] {
  return LANGUAGES.flatMap((lang) => [
    ...PAGE_TYPES.map((pageType) => (pageType.type === 'blog post' ? blogPostFile(lang) : builtFile(pageType.path, lang))),
    builtFile('/blog/404/', lang),
  ]);
}

/** Every message of one checker run over all the files (one Java start keeps it quick). */
async function check(files: string[]): Promise<Message[]> {
  const run = promisify(execFile);
  // Warnings and notes are left out: the CSP the checker reads from each page's <meta> makes it
  // warn about every hashed inline script and style it cannot see the hash of.
  const args = ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--skip-info-messages', ...files];
  // The checker exits with 1 when it finds an error: its report is the answer either way.
  const output = await run(JAVA, args, { maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; message: string }) => {
      if (!error.stdout) throw new Error(`The Nu Html Checker did not run (${JAVA}): ${error.message}`);
      return error.stdout;
    },
  );
  return (JSON.parse(output) as { messages: Message[] }).messages;
}

const where = (message: Message) => `${path.relative(DIST, fileURLToPath(message.url ?? 'file:///'))}:${message.lastLine ?? '?'}`;

/** A page with the mistake Astro's islands used to make: a style element in the body after other content. */
const BROKEN_PAGE = '<!doctype html><html lang="en"><head><title>Broken</title></head><body><p>Text</p><style>p{color:red}</style></body></html>';

describe('valid HTML', () => {
  let pages: string[];
  let messages: Message[];
  let broken: string;

  beforeAll(async () => {
    pages = samplePages();
    broken = path.join(await mkdtemp(path.join(tmpdir(), 'vnu-')), 'broken.html');
    await writeFile(broken, BROKEN_PAGE);
    messages = await check([...pages, broken]);
  }, 180_000);

  const errorsIn = (files: string[]) =>
    messages
      .filter((message) => message.url && files.includes(fileURLToPath(message.url)))
      .filter((message) => message.type !== 'info' && !CHECKER_LAGS.some((lag) => lag.test(message.message)))
      .map((message) => `${where(message)} ${message.message}`);

  it('the Nu Html Checker finds no error on any page type in any language', () => {
    expect(pages).toHaveLength(LANGUAGES.length * (PAGE_TYPES.length + 1));
    expect(errorsIn(pages)).toEqual([]);
  });

  it('in the same run, finds the error of a page that has one', () => {
    expect(errorsIn([broken])).toEqual([expect.stringMatching(/A “style” element in “body” must be the first child of its parent\.$/)]);
  });
});

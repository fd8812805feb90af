import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HeadersHandler } from '@netlify/headers';
import { RedirectsHandler } from '@netlify/redirects';
import { loadLocalFunctions } from './local-functions.ts';
import { netlifyEmulation } from './netlify-emulation.ts';

/**
 * Serves the built site through Netlify's own local emulation (@netlify/dev): static files and
 * netlify.toml redirects and headers; the functions in netlify/functions answer at their paths first,
 * as on Netlify.
 */
export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined))?.isFile() ?? false;
}

/**
 * @netlify/dev serves a rewrite rule (`/de/*` → the German 404 page, status 404) with status 200,
 * where Netlify answers with the rule's status. This asks the same rule engine for that status,
 * for a path that has no file of its own (a file shadows the rule, as on Netlify).
 */
function rewriteStatus(projectRoot: string, publishDir: string) {
  const rules = new RedirectsHandler({
    configPath: path.join(projectRoot, 'netlify.toml'),
    configRedirects: [],
    projectDir: projectRoot,
    jwtRoleClaim: '',
    jwtSecret: '',
  });
  return async (req: IncomingMessage): Promise<number | undefined> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(publishDir, decodeURIComponent(url.pathname));
    if (!file.startsWith(publishDir)) return undefined;
    if ((await isFile(file)) || (await isFile(path.join(file, 'index.html'))) || (await isFile(`${file}.html`))) return undefined;
    const rule = await rules.match(new Request(url, { headers: { 'accept-language': req.headers['accept-language'] ?? 'en' } }));
    return rule && !rule.redirect ? rule.statusCode : undefined;
  };
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** Netlify's CDN compresses text responses for clients that accept it; so does the local server. */
function compress(body: Buffer, type: string | null, acceptEncoding: string): { body: Buffer; encoding?: string } {
  if (!type || !COMPRESSIBLE.test(type) || body.length < 512) return { body };
  if (/\bbr\b/.test(acceptEncoding)) {
    return { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body), encoding: 'gzip' };
  return { body };
}

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    for (const item of [value ?? []].flat()) headers.append(key, item);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

export async function startSiteServer(options: { port: number; host?: string; projectRoot?: string }): Promise<SiteServer> {
  const projectRoot = options.projectRoot ?? process.cwd();
  const publishDir = path.join(projectRoot, 'dist');
  const netlify = netlifyEmulation(projectRoot, { files: true, functions: false });
  await netlify.start();
  const notFound = await readFile(path.join(publishDir, '404.html'));
  // Netlify sends netlify.toml's headers with its 404 page too; @netlify/dev only with files it matched.
  const headerRules = new HeadersHandler({ configPath: path.join(projectRoot, 'netlify.toml'), projectDir: projectRoot, publishDir: 'dist', logger: console });
  const statusOfRewrite = rewriteStatus(projectRoot, publishDir);
  const functionAt = await loadLocalFunctions(projectRoot);

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      const run = functionAt(url.pathname);
      let response: Response;
      let status: number;
      if (run) {
        response = await run(await toRequest(req, url));
        status = response.status;
      } else {
        const match = await netlify.handleAndIntrospectNodeRequest(req);
        if (!match) {
          const headers = await headerRules.apply(new Request(url));
          res.writeHead(404, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
          res.end(notFound);
          return;
        }
        response = match.response;
        status = (match.type === 'redirect' && response.status === 200 && (await statusOfRewrite(req))) || response.status;
      }
      const headers: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        headers[key] = key === 'set-cookie' ? response.headers.getSetCookie() : value;
      });
      const raw = Buffer.from(await response.arrayBuffer());
      const { body, encoding } = response.headers.has('content-encoding')
        ? { body: raw }
        : compress(raw, response.headers.get('content-type'), String(req.headers['accept-encoding'] ?? ''));
      if (encoding) {
        headers['content-encoding'] = encoding;
        headers.vary = 'Accept-Encoding';
        delete headers['content-length'];
      }
      res.writeHead(status, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`Local server error: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await netlify.stop();
    },
  };
}

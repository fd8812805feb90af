import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BlobsServer } from '@netlify/blobs/server';

/**
 * Netlify Blobs on this machine: Netlify's own local Blobs server (the one `netlify dev` runs),
 * reached through a small proxy that gives it what the real store guarantees and it lacks:
 * - Conditional writes are atomic. The local server checks `If-Match`/`If-None-Match` and then
 *   writes in several awaited steps, so two racing writes can both pass the check. The proxy
 *   carries out one write (PUT or DELETE) at a time.
 * - Every version has its own ETag. The local ETag is derived from the file's modification time in
 *   milliseconds, and the file clock moves in steps of a few milliseconds, so two quick writes
 *   would share one. After each write the proxy waits until the file clock has moved on.
 * - A read answers the ETag of what it read, as the real store does (`getWithMetadata`), taken
 *   from the server's own listing while no write can run.
 * The functions find it through NETLIFY_BLOBS_CONTEXT, the variable Netlify's runtime sets.
 */
export interface LocalBlobs {
  url: string;
  /** The Blobs context for `getStore` in this process or another: { edgeURL, siteID, token, … }. */
  context: BlobsContext;
  env: { NETLIFY_BLOBS_CONTEXT: string };
  stop(): Promise<void>;
}

export interface BlobsContext {
  edgeURL: string;
  uncachedEdgeURL: string;
  siteID: string;
  deployID: string;
  token: string;
  primaryRegion: string;
}

const SITE_ID = 'local-site';
/** Headers of one connection, which fetch sets itself. */
const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One at a time, in the order asked. */
function serialized() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The file clock, in whole milliseconds, as a file written now would show it. */
async function fileClock(probe: string): Promise<number> {
  await writeFile(probe, '');
  return Math.floor((await stat(probe)).mtimeMs);
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Starts the local Blobs server over `directory` (a fresh temporary one, removed on stop, when
 * none is given) and the proxy in front of it.
 */
export async function startLocalBlobs(options: { directory?: string } = {}): Promise<LocalBlobs> {
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'altura-blobs-')));
  await mkdir(directory, { recursive: true });
  const token = randomUUID();
  const blobs = new BlobsServer({ directory, token });
  const { port: blobsPort } = await blobs.start();
  const upstream = `http://127.0.0.1:${blobsPort}`;
  const probe = path.join(directory, '.clock');
  const exclusive = serialized();

  const forward = (pathAndQuery: string, init: { method: string; headers: Headers; body?: Uint8Array<ArrayBuffer> }) =>
    fetch(`${upstream}${pathAndQuery}`, { method: init.method, headers: init.headers, body: init.body ?? null });

  /** The ETag the server lists for a key: `/{site}/{store}/{key}`, after an optional region segment. */
  async function listedEtag(pathname: string, headers: Headers): Promise<string | undefined> {
    const [site, store, ...key] = pathname.split('/').filter(Boolean).filter((part, index) => index > 0 || !part.startsWith('region:'));
    if (!site || !store || key.length === 0) return undefined;
    const listing = await forward(`/${site}/${store}?prefix=${encodeURIComponent(key.join('/'))}`, { method: 'GET', headers });
    if (!listing.ok) return undefined;
    const { blobs: listed = [] } = (await listing.json()) as { blobs?: { key: string; etag: string }[] };
    return listed.find((blob) => blob.key === key.join('/'))?.etag;
  }

  async function answer(req: IncomingMessage): Promise<Response> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', upstream);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers.set(name, [value].flat().join(', '));
    }
    const body = method === 'PUT' ? await readBody(req) : undefined;
    if (method === 'PUT' || method === 'DELETE') {
      return exclusive(async () => {
        const response = await forward(url.pathname + url.search, { method, headers, ...(body ? { body } : {}) });
        const written = await fileClock(probe);
        while ((await fileClock(probe)) <= written) await sleep(1);
        return response;
      });
    }
    if (method !== 'GET') return forward(url.pathname + url.search, { method, headers });
    return exclusive(async () => {
      const response = await forward(url.pathname + url.search, { method, headers });
      if (response.status !== 200 || response.headers.has('etag')) return response;
      const etag = await listedEtag(url.pathname, headers);
      if (!etag) return response;
      const withEtag = new Headers(response.headers);
      withEtag.set('etag', etag);
      return new Response(response.body, { status: response.status, headers: withEtag });
    });
  }

  const proxy = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const response = await answer(req);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
      });
      const payload = Buffer.from(await response.arrayBuffer());
      res.writeHead(response.status, { ...headers, 'content-length': String(payload.byteLength) });
      res.end(payload);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Local Blobs proxy: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const context: BlobsContext = { edgeURL: url, uncachedEdgeURL: url, siteID: SITE_ID, deployID: 'local-deploy', token, primaryRegion: 'us-east-2' };
  return {
    url,
    context,
    env: { NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64') },
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await blobs.stop();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

/** Starts a handler on 127.0.0.1 (port 0 picks a free one); an exception becomes a 500. */
export async function listen(handler: Handler, port = 0): Promise<RunningServer & { server: Server }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    try {
      await handler(req, res, url);
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'STANDIN_ERROR', message: (error as Error).message } });
      else res.end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    server,
    port: actual,
    url: `http://127.0.0.1:${actual}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  return body === '' ? undefined : JSON.parse(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

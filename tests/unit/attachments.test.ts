import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadAttachments } from '../../src/content/attachments.ts';
import type { AttachmentRef } from '../../src/schema/content.ts';

let server: Server;
let baseUrl: string;
let cacheDir: string;
const requests: string[] = [];

beforeAll(async () => {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#0d3b36' } }).png().toBuffer();
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cacheDir = await mkdtemp(path.join(tmpdir(), 'altura-attachments-'));
  vi.stubEnv('ATTACHMENT_CACHE_DIR', cacheDir);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
});

describe('attachment downloads', () => {
  it('reuses a file whose name has no extension on the next build, typed by its content', async () => {
    const ref: AttachmentRef = { key: 'attNoExtension1', url: `${baseUrl}/attachments/photo`, filename: 'photo' };
    const report = vi.fn();
    const first = await downloadAttachments([ref], { kind: 'image', report });
    const second = await downloadAttachments([ref], { kind: 'image', report });
    expect(requests).toEqual(['/attachments/photo']);
    expect(second.get(ref.key)).toEqual(first.get(ref.key));
    expect(second.get(ref.key)).toMatchObject({ filename: 'photo.png', path: path.join(cacheDir, 'attNoExtension1.png') });
    expect(report).not.toHaveBeenCalled();
  });
});

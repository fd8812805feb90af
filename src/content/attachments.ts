import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from '../lib/write-atomically.ts';
import type { AttachmentRef } from '../schema/content.ts';

/** Formats `astro:assets` can optimize; anything else is reported and left out. */
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'svg', 'tiff']);
const EXTENSION_BY_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

/**
 * Attachment URLs expire after a few hours, so every published file is downloaded at build time.
 * Files are cached by attachment id: an unchanged base downloads nothing on the next build.
 */
export function attachmentCacheDir(): string {
  return path.resolve(process.env.ATTACHMENT_CACHE_DIR || 'node_modules/.cache/altura/attachments');
}

export interface DownloadedFile {
  path: string;
  /** File name safe for a URL. */
  filename: string;
  /** Its size, and an image's width: what the content report weighs. */
  bytes: number;
  width?: number | undefined;
}

interface DownloadOptions {
  kind: 'image' | 'pdf';
  concurrency?: number;
  /** Reports a file that could not be published, and why; the build goes on without it. */
  report: (message: string, failure: { ref: AttachmentRef; reason: string }) => void;
}

function extensionOf(ref: AttachmentRef, contentType?: string | null): string | undefined {
  const fromName = ref.filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (fromName) return fromName === 'jpeg' ? 'jpg' : fromName;
  return contentType ? EXTENSION_BY_TYPE[contentType.split(';')[0]!.trim()] : undefined;
}

function safeFilename(ref: AttachmentRef, extension: string): string {
  const stem = ref.filename.replace(/\.[^.]+$/, '').normalize('NFD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${stem || ref.key}.${extension}`;
}

type Settings = { kind: DownloadOptions['kind']; cacheDir: string };

/** The cached file of an attachment; a name without an extension was saved under the one its content type gave. */
async function cachedFile(ref: AttachmentRef, known: string | undefined, { kind, cacheDir }: Settings): Promise<DownloadedFile | undefined> {
  const candidates = known ? [known] : kind === 'pdf' ? ['pdf'] : [...IMAGE_EXTENSIONS];
  const extension = candidates.find((candidate) => existsSync(path.join(cacheDir, `${ref.key}.${candidate}`)));
  if (!extension) return undefined;
  const file = path.join(cacheDir, `${ref.key}.${extension}`);
  // An image's header only: about a millisecond.
  const width = kind === 'image' ? (await sharp(file).metadata()).width : undefined;
  return { path: file, filename: safeFilename(ref, extension), bytes: (await stat(file)).size, width };
}

async function download(ref: AttachmentRef, options: Settings): Promise<DownloadedFile> {
  const known = extensionOf(ref);
  const cached = await cachedFile(ref, known, options);
  if (cached) return cached;

  const response = await fetch(ref.url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const extension = known ?? extensionOf(ref, response.headers.get('content-type'));
  if (!extension) throw new Error('has an unknown file type');
  const accepted = options.kind === 'pdf' ? extension === 'pdf' : IMAGE_EXTENSIONS.has(extension);
  if (!accepted) throw new Error(`is a .${extension} file, not ${options.kind === 'pdf' ? 'a PDF' : 'a supported image'}`);

  const bytes = Buffer.from(await response.arrayBuffer());
  const width = options.kind === 'image' ? (await sharp(bytes).metadata()).width : undefined;
  if (options.kind === 'pdf' && bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('is not a PDF');

  const target = path.join(options.cacheDir, `${ref.key}.${extension}`);
  await writeAtomically(target, bytes);
  return { path: target, filename: safeFilename(ref, extension), bytes: bytes.length, width };
}

/** Downloads files by cache key; a file that fails is reported and missing from the result. */
export async function downloadAttachments(
  refs: readonly AttachmentRef[],
  options: DownloadOptions,
): Promise<Map<string, DownloadedFile>> {
  const settings = { kind: options.kind, cacheDir: attachmentCacheDir(), concurrency: options.concurrency ?? 6 };
  await mkdir(settings.cacheDir, { recursive: true });
  const unique = [...new Map(refs.map((ref) => [ref.key, ref])).values()];
  const files = new Map<string, DownloadedFile>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const ref = unique[next++]!;
      try {
        files.set(ref.key, await download(ref, settings));
      } catch (error) {
        const reason = (error as Error).message;
        options.report(`${ref.filename} (${ref.key}) ${reason}; published without it`, { ref, reason });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(settings.concurrency, unique.length) }, worker));
  return files;
}

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { COMPANY, operatorTimeZone } from '../../config/company.ts';
import { publicOrigin } from '../../config/public-origin.ts';
import { dayIn } from '../../domain/dates.ts';
import type { Lang } from '../../domain/languages.ts';
import { useTranslations } from '../../i18n/index.ts';
import { attachmentCacheDir } from '../attachments.ts';
import { tripNotes, type NotesContext, type NotesPackage } from './notes.ts';
import { renderToFiles } from './render-pool.ts';
import { RENDERER_VERSION } from './render.ts';

/** What the notes say beyond the record, from the build's environment: as the pages and the functions read it. */
export function notesContext(env: Record<string, string | undefined> = process.env, now: Date = new Date()): NotesContext {
  return {
    today: dayIn(operatorTimeZone(env), now),
    origin: publicOrigin(env),
    email: env.OPERATOR_EMAIL || COMPANY.email,
    whatsapp: env.PUBLIC_WHATSAPP || COMPANY.whatsapp,
  };
}

/** A generated brochure as the collection keeps one: the cached file, and its path on the site. */
export interface NotesFile {
  file: string;
  href: string;
}

export interface NotesRequest {
  pkg: NotesPackage & { id: string };
  /** The languages the package has no uploaded brochure in. */
  languages: readonly Lang[];
}

/**
 * The trip notes of each package in each language asked for, from the cache when their text is
 * unchanged: a file is named by a hash of everything it says and of the renderer's version, so a
 * changed record, departure list or layout makes a new file and an unchanged one costs nothing.
 * Cached beside the downloaded attachments (ATTACHMENT_CACHE_DIR).
 */
export async function publishTripNotes(
  requests: readonly NotesRequest[],
  context: NotesContext = notesContext(),
): Promise<{ files: Map<string, Partial<Record<Lang, NotesFile>>>; total: number; rendered: number }> {
  const dir = path.join(attachmentCacheDir(), 'trip-notes');
  await mkdir(dir, { recursive: true });
  const files = new Map<string, Partial<Record<Lang, NotesFile>>>();
  const jobs = requests.flatMap(({ pkg, languages }) =>
    languages.map((lang) => {
      const notes = tripNotes(pkg, lang, context);
      const key = createHash('sha256').update(JSON.stringify([RENDERER_VERSION, notes])).digest('hex').slice(0, 20);
      const file = path.join(dir, `${key}.pdf`);
      const filename = `${pkg.slug}-${useTranslations(lang).tripNotes.fileName}-${lang}.pdf`;
      files.set(pkg.id, { ...files.get(pkg.id), [lang]: { file, href: `/brochures/tn-${key}/${filename}` } });
      return { notes, file };
    }),
  );
  const missing = jobs.filter((job) => !existsSync(job.file));
  await renderToFiles(missing);
  return { files, total: jobs.length, rendered: missing.length };
}

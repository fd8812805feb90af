import type { Loader, LoaderContext } from 'astro/loaders';
import { AirtableError, type AirtableRecord } from '../airtable/client.ts';
import { airtableForBuild } from '../airtable/connection.ts';
import { shapeBlogPosts } from '../airtable/records/blog.ts';
import { shapePackages } from '../airtable/records/packages.ts';
import { shapeAboutSections, shapeCarousel, shapeFaq, shapeReviews } from '../airtable/records/site-texts.ts';
import { tableName, type TableKey } from '../airtable/tables.ts';
import { LANGUAGES } from '../domain/languages.ts';
import { NotConfiguredError } from '../lib/not-configured.ts';
import type { AttachmentRef } from '../schema/content.ts';
import { downloadAttachments, type DownloadedFile } from './attachments.ts';
import { flagPath } from './flags.ts';
import { noteFile, noteLeftOut, noteTables } from './report/snapshot.ts';
import { publishTripNotes } from './trip-notes/publish.ts';

type Context = Pick<LoaderContext, 'store' | 'parseData' | 'logger'>;
interface Entry {
  id: string;
  data: Record<string, unknown>;
}

/**
 * Answers for a table the base does not have: 403 to a personal access token, 404 in older
 * answers. For an optional table, either means "no records".
 */
function isMissingTable(error: unknown): boolean {
  return error instanceof AirtableError && (error.type === 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND' || error.type === 'TABLE_NOT_FOUND');
}

/** Every record of each table; an optional table the base does not have reads as empty. */
async function readTables<K extends TableKey>(keys: readonly K[], optional: readonly K[] = []): Promise<Record<K, AirtableRecord[]>> {
  let client;
  try {
    client = airtableForBuild();
  } catch (error) {
    if (!(error instanceof NotConfiguredError)) throw error;
    throw new Error(`${error.message}. Build with \`npm run build\`, which uses the bundled sample content when AIRTABLE_TOKEN is absent.`, { cause: error });
  }
  const tables = await Promise.all(
    [...keys, ...optional].map(async (key) => {
      const table = tableName(key);
      try {
        return [key, await client.listRecords(table)] as const;
      } catch (error) {
        if (optional.includes(key) && isMissingTable(error)) return [key, []] as const;
        const reason = error instanceof AirtableError ? error.message : `Airtable table "${table}": ${(error as Error).message}`;
        throw new Error(`Content could not be read, so nothing is published. ${reason}`, { cause: error });
      }
    }),
  );
  const read = Object.fromEntries(tables) as Record<K, AirtableRecord[]>;
  noteTables(read);
  return read;
}

async function publish({ store, parseData }: Context, entries: readonly Entry[]): Promise<void> {
  store.clear();
  for (const entry of entries) {
    store.set({ id: entry.id, data: await parseData(entry) });
  }
}

/** Downloads files for the site, each outcome noted for the content report. */
async function download(context: Context, kind: 'image' | 'pdf', refs: readonly (AttachmentRef | undefined)[]) {
  const files = await downloadAttachments(
    refs.filter((ref): ref is AttachmentRef => ref !== undefined),
    {
      kind,
      report: (message, { ref, reason }) => {
        context.logger.warn(`${kind === 'image' ? 'Image' : 'Brochure'} ${message}`);
        noteFile(ref.key, { ok: false, reason });
      },
    },
  );
  for (const [key, file] of files) noteFile(key, { ok: true, bytes: file.bytes, width: file.width });
  return files;
}

const images = (context: Context, refs: readonly (AttachmentRef | undefined)[]) => download(context, 'image', refs);

function warnAll(context: Context, warnings: readonly string[]): void {
  warnings.forEach((warning) => context.logger.warn(warning));
  noteLeftOut(warnings);
}

const pathOf = (files: Map<string, DownloadedFile>, ref: AttachmentRef | undefined) => (ref ? files.get(ref.key)?.path : undefined);
const pathsOf = (files: Map<string, DownloadedFile>, refs: readonly AttachmentRef[]) =>
  refs.flatMap((ref) => files.get(ref.key)?.path ?? []);

function collectionLoader(name: string, load: (context: Context) => Promise<void>): Loader {
  return { name: `airtable-${name}`, load };
}

export const packagesLoader = collectionLoader('packages', async (context) => {
  const tables = await readTables(['packages', 'packageVersions', 'locations'], ['departures']);
  const { packages, warnings } = shapePackages({
    packages: tables.packages,
    versions: tables.packageVersions,
    locations: tables.locations,
    departures: tables.departures,
  });
  warnAll(context, warnings);

  const imageFiles = await images(context, packages.flatMap((pkg) => [pkg.image, ...pkg.gallery]));
  const brochureFiles = await download(context, 'pdf', packages.flatMap((pkg) => Object.values(pkg.brochure)));

  const uploaded = new Map(
    packages.map((pkg) => [
      pkg.id,
      Object.fromEntries(
        LANGUAGES.flatMap((lang) => {
          const ref = pkg.brochure[lang];
          const file = ref && brochureFiles.get(ref.key);
          return file ? [[lang, { file: file.path, href: `/brochures/${ref.key}/${file.filename}` }]] : [];
        }),
      ),
    ]),
  );
  // Every published package offers a brochure: trip notes made from its record where none was uploaded.
  const started = performance.now();
  const notes = await publishTripNotes(
    packages
      .filter((pkg) => pkg.status === 'active')
      .map((pkg) => ({ pkg, languages: LANGUAGES.filter((lang) => !uploaded.get(pkg.id)?.[lang]) })),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  context.logger.info(`Trip notes: ${notes.total} PDFs (${notes.rendered} made, ${notes.total - notes.rendered} from the cache) in ${seconds} s`);

  await publish(
    context,
    packages.map(({ image, gallery, brochure: _uploaded, ...pkg }) => ({
      id: pkg.id,
      data: {
        ...pkg,
        image: pathOf(imageFiles, image),
        flag: flagPath(pkg.flagCode),
        gallery: pathsOf(imageFiles, gallery),
        brochure: { ...notes.files.get(pkg.id), ...uploaded.get(pkg.id) },
      },
    })),
  );
});

export const blogLoader = collectionLoader('blog', async (context) => {
  const { blog } = await readTables(['blog']);
  const { posts, warnings } = shapeBlogPosts(blog);
  warnAll(context, warnings);
  const files = await images(context, posts.flatMap((post) => [post.cover, ...post.images]));
  await publish(
    context,
    posts.map(({ cover, images: postImages, ...post }) => ({
      id: post.id,
      data: { ...post, cover: pathOf(files, cover), images: pathsOf(files, postImages) },
    })),
  );
});

export const reviewsLoader = collectionLoader('reviews', async (context) => {
  const { reviews, warnings } = shapeReviews((await readTables(['reviews'])).reviews);
  warnings.forEach((warning) => context.logger.warn(warning));
  await publish(context, reviews.map((review) => ({ id: review.id, data: { ...review } })));
});

export const aboutLoader = collectionLoader('about', async (context) => {
  const { about } = await readTables(['about']);
  await publish(context, shapeAboutSections(about).map((section) => ({ id: section.id, data: { ...section } })));
});

export const faqLoader = collectionLoader('faq', async (context) => {
  const { faq } = await readTables(['faq']);
  await publish(context, shapeFaq(faq).map((item) => ({ id: item.id, data: { ...item } })));
});

export const carouselLoader = collectionLoader('carousel', async (context) => {
  const { imageList } = await readTables(['imageList']);
  const slides = shapeCarousel(imageList);
  const files = await images(context, slides.map((slide) => slide.image));
  await publish(
    context,
    slides.flatMap((slide) => {
      const image = pathOf(files, slide.image);
      return image ? [{ id: slide.id, data: { image } }] : [];
    }),
  );
});

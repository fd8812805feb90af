import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { catalogSchema, type Catalog } from '../schema/catalog.ts';

/**
 * The catalog the build published (dist/catalog.json), checked with its schema. netlify.toml
 * includes it in every function bundle at the same relative path, so it is read from disk,
 * locally and on Netlify.
 */
let cached: Promise<Catalog> | undefined;

export function publishedCatalog(): Promise<Catalog> {
  cached ??= readFile(path.resolve(process.env.CATALOG_FILE || 'dist/catalog.json'), 'utf8')
    .then((text) => catalogSchema.parse(JSON.parse(text)))
    .catch((error: Error) => {
      cached = undefined;
      throw new Error(`The published catalog could not be read: ${error.message}`);
    });
  return cached;
}

import { rename, writeFile } from 'node:fs/promises';

/**
 * Writes a file under a temporary name, then renames it into place: a build that reads the cache
 * at the same time (a second build, a worker) sees the whole file or none.
 */
export async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
  await writeFile(partial, bytes);
  await rename(partial, target);
}

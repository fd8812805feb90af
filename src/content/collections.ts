import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

type Data<C extends CollectionKey> = CollectionEntry<C>['data'];

const read = new Map<CollectionKey, Promise<readonly unknown[]>>();

/**
 * A collection's entries as the pages read them. `getCollection` copies every entry and resolves
 * each of its images again at every call, and every package page reads the reviews and the blog:
 * at 1000 packages that was a third of the build. A build reads each collection once; `astro dev`
 * reads it at every request, so that an edit shows.
 */
export function collectionData<C extends CollectionKey>(name: C): Promise<readonly Data<C>[]> {
  if (import.meta.env.DEV) return entriesData(name);
  let entries = read.get(name);
  if (!entries) {
    entries = entriesData(name);
    read.set(name, entries);
  }
  return entries as Promise<readonly Data<C>[]>;
}

async function entriesData<C extends CollectionKey>(name: C): Promise<readonly Data<C>[]> {
  const entries: CollectionEntry<C>[] = await getCollection(name);
  return entries.map((entry) => entry.data);
}

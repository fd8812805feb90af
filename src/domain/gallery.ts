/** The package gallery: a strip repeated until it has more than 16 items, and its slider. */

const GALLERY_MIN_ITEMS = 16;

export interface GalleryItem<T> {
  image: T;
  /** The position of the image in the original list, which the slider opens at. */
  index: number;
  /** A repeat of an image already in the strip. */
  repeat: boolean;
}

/** The whole list, repeated until it holds more than 16 items; empty stays empty. */
export function repeatGallery<T>(images: readonly T[]): GalleryItem<T>[] {
  if (images.length === 0) return [];
  const items: GalleryItem<T>[] = [];
  while (items.length <= GALLERY_MIN_ITEMS) {
    images.forEach((image, index) => items.push({ image, index, repeat: items.length >= images.length }));
  }
  return items;
}

/** The slider's next position: previous from the first goes to the last, next from the last to the first. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length;
}

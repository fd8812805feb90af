/** The slot by which the gallery hands its strip (GalleryStrip.astro) the picture of one photo. */
export const photoSlot = (index: number): string => `photo-${index}`;

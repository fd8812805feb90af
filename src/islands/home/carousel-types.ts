/** One carousel image, already optimized by the page (islands cannot use astro:assets). */
export interface CarouselSlide {
  src: string;
  avifSrcset: string;
  webpSrcset: string;
  width: number;
  height: number;
}

export interface CarouselTexts {
  pause: string;
  play: string;
  loading: string;
}

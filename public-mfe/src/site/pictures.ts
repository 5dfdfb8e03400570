import type { Package } from '@safa/contract';
import type { CarouselPicture } from '../components/package/PictureCarousel';

/** Every picture of the given packages, each once, described by its package. */
export function picturesOf(packages: Package[]): CarouselPicture[] {
  const seen = new Set<string>();
  const pictures: CarouselPicture[] = [];
  for (const item of packages) {
    for (const src of item.images) {
      if (seen.has(src)) continue;
      seen.add(src);
      pictures.push({ src, alt: item.name || item.title, details: item.pictures?.[src] });
    }
  }
  return pictures;
}

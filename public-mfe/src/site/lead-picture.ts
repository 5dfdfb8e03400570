import type { AnswerOf } from '@safa/api-client';
import type { PictureDetails } from '@safa/contract';
import type { InitialData } from '../api/page-data';
import { tileSizes } from '../components/ImageTileGrid';
import { SLIDE_SIZES } from '../components/package/PictureCarousel';
import { byOrder, IMAGE_COLUMNS } from '../pages/gallery/gallery-images';

/** The picture a page shows largest near its top, with the `sizes` the page draws it at. */
export interface LeadPicture {
  src: string;
  details: PictureDetails | undefined;
  sizes: string;
}

/**
 * The page's largest picture, for the server to name in the <head> so the browser fetches it with the
 * page rather than once it reaches the <img> (it is what a phone waits for before the page looks
 * ready). A package page's first photo, the gallery's first picture; other pages lead with text or an
 * illustration inside the page itself.
 */
export function leadPictureOf(
  pathname: string,
  data: { initialData: InitialData; package?: AnswerOf<'getPackage'> },
): LeadPicture | undefined {
  if (pathname === '/eachpackage') {
    const [first] = data.package?.images ?? [];
    return first ? { src: first, details: data.package?.pictures?.[first], sizes: SLIDE_SIZES } : undefined;
  }
  if (pathname === '/gallery') {
    const images = data.initialData.listGalleryImages as AnswerOf<'listGalleryImages'> | undefined;
    const [first] = byOrder(images);
    return first
      ? { src: first.url, details: first.pictures?.[first.url], sizes: tileSizes(IMAGE_COLUMNS) }
      : undefined;
  }
  return undefined;
}

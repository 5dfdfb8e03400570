import type { AnswerOf } from '@safa/api-client';
import type { PictureDetails } from '@safa/contract';
import type { InitialData } from '@safa/remote-types';
import { tileSizes } from '../components/ImageTileGrid';
import { byOrder, IMAGE_COLUMNS } from '../pages/gallery/gallery-images';
import { packagePictureSizes } from '../pages/package/SinglePackagePage';

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
    const images = data.package?.images ?? [];
    const [first] = images;
    return first
      ? { src: first, details: data.package?.pictures?.[first], sizes: packagePictureSizes(images.length) }
      : undefined;
  }
  if (pathname === '/gallery') {
    const images = data.initialData.listGalleryImages as AnswerOf<'listGalleryImages'> | undefined;
    const [first] = byOrder(images);
    return first
      ? { src: first.url, details: first.pictures?.[first.url], sizes: tileSizes({ columns: IMAGE_COLUMNS }) }
      : undefined;
  }
  return undefined;
}

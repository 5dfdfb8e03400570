import { tileSizes } from '../../components/ImageTileGrid';
import type { LeadPicture, LoadedPage } from '../../site/public-page';
import { firstGalleryPicture } from './gallery.page';
import { IMAGE_COLUMNS } from './gallery-images';

/** The gallery's first picture, at the tiles' sizes. */
export function galleryLeadPicture(loaded: LoadedPage): LeadPicture | undefined {
  const first = firstGalleryPicture(loaded);
  return first
    ? { src: first.url, details: first.pictures?.[first.url], sizes: tileSizes({ columns: IMAGE_COLUMNS }) }
    : undefined;
}

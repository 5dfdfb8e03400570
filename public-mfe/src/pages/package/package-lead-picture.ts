import type { Package } from '@safa/contract';
import type { LeadPicture } from '../../site/public-page';
import { packagePictureSizes } from './SinglePackagePage';

/** A package's first photo, at the sizes of its page's carousel. */
export function packageLeadPicture(item: Package | undefined): LeadPicture | undefined {
  const images = item?.images ?? [];
  const [first] = images;
  return first
    ? { src: first, details: item?.pictures?.[first], sizes: packagePictureSizes(images.length) }
    : undefined;
}

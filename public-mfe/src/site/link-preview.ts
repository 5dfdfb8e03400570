import type { AnswerOf } from '@safa/api-client';
import { PREVIEW_SIZE, previewUrl } from '@safa/contract';
import type { InitialData } from '@safa/remote-types';
import { byOrder } from '../pages/gallery/gallery-images';
import { isOtherPackage } from './packages';

/** The picture a link to a page shows where it is shared (WhatsApp, Facebook), 1200×630. */
export interface LinkPreview {
  url: string;
  width?: number;
  height?: number;
}

/**
 * The designed default, for pages without a picture of the operator's that fits: the shell serves it
 * at the site's root (shell/public/link-preview.jpg).
 */
export const DEFAULT_LINK_PREVIEW_PATH = '/link-preview.jpg';

type Picture = { src: string; prepared: boolean };

/** The crop of a picture once it is prepared (before that, its address serves the picture itself). */
const cropOf = ({ src, prepared }: Picture, origin: string): LinkPreview => ({
  url: `${origin}${previewUrl(src)}`,
  ...(prepared && PREVIEW_SIZE),
});

/** A package's first picture. */
const firstPictureOf = (item: AnswerOf<'getPackage'> | undefined): Picture | undefined => {
  const [src] = item?.images ?? [];
  return src ? { src, prepared: Boolean(item?.pictures?.[src]) } : undefined;
};

/** The first package of a kind with a picture ready to crop. */
const firstPackagePicture = (
  packages: AnswerOf<'listPackages'> | undefined,
  isOfKind: (item: AnswerOf<'getPackage'>) => boolean,
): Picture | undefined =>
  (packages ?? [])
    .filter(isOfKind)
    .map(firstPictureOf)
    .find((picture) => picture?.prepared);

/**
 * A page's link preview: a package's first photo on its page; the first package of the kind on the
 * Hajj, Umrah and vacation pages; the gallery's first picture; the designed default elsewhere, and
 * wherever those are not there (yet).
 */
export function linkPreviewOf(
  pathname: string,
  data: { initialData: InitialData; package?: AnswerOf<'getPackage'> },
  origin: string,
): LinkPreview {
  const packages = data.initialData.listPackages as AnswerOf<'listPackages'> | undefined;
  const picture = (() => {
    switch (pathname) {
      case '/eachpackage':
        return firstPictureOf(data.package);
      case '/hajjpackage':
        return firstPackagePicture(packages, (item) => item.category === 'hajj');
      case '/umrahpackage':
        return firstPackagePicture(packages, (item) => item.category === 'umrah');
      case '/otherpackages':
        return firstPackagePicture(packages, isOtherPackage);
      case '/gallery': {
        const [first] = byOrder(
          data.initialData.listGalleryImages as AnswerOf<'listGalleryImages'> | undefined,
        );
        return first?.pictures?.[first.url] ? { src: first.url, prepared: true } : undefined;
      }
      default:
        return undefined;
    }
  })();
  return picture
    ? cropOf(picture, origin)
    : { url: `${origin}${DEFAULT_LINK_PREVIEW_PATH}`, ...PREVIEW_SIZE };
}

import type { AnswerOf } from '@safa/api-client';
import { PREVIEW_SIZE, previewUrl } from '@safa/contract';
import { answerTo } from '../api/page-query';
import type { LoadedPage, PublicPage, SitePicture } from './public-page';

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

/** The crop of a picture once it is prepared (before that, its address serves the picture itself). */
const cropOf = ({ src, prepared }: SitePicture, origin: string): LinkPreview => ({
  url: `${origin}${previewUrl(src)}`,
  ...(prepared && PREVIEW_SIZE),
});

/** A package's first picture. */
export const firstPictureOf = (item: AnswerOf<'getPackage'> | undefined): SitePicture | undefined => {
  const [src] = item?.images ?? [];
  return src ? { src, prepared: Boolean(item?.pictures?.[src]) } : undefined;
};

/** The first package of a kind with a picture ready to crop. */
const firstPackagePicture = (
  packages: AnswerOf<'listPackages'> | undefined,
  isOfKind: (item: AnswerOf<'getPackage'>) => boolean,
): SitePicture | undefined =>
  (packages ?? [])
    .filter(isOfKind)
    .map(firstPictureOf)
    .find((picture) => picture?.prepared);

/** A page's link preview: the first package of a kind with a picture ready to crop, of the packages it loaded. */
export const firstPictureOfKind =
  (isOfKind: (item: AnswerOf<'getPackage'>) => boolean) =>
  ({ answers }: LoadedPage): SitePicture | undefined =>
    firstPackagePicture(answerTo(answers, { name: 'listPackages' }), isOfKind);

/**
 * A page's link preview: the picture the page names (a package's first photo, the first package of
 * its kind, the gallery's first picture), else the designed default, also wherever that picture is
 * not there (yet) and on an address that names no page.
 */
export function linkPreviewOf(page: PublicPage | undefined, loaded: LoadedPage, origin: string): LinkPreview {
  const picture = page?.linkPreview?.(loaded);
  return picture
    ? cropOf(picture, origin)
    : { url: `${origin}${DEFAULT_LINK_PREVIEW_PATH}`, ...PREVIEW_SIZE };
}

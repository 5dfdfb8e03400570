/* No zod here: the browsers' bundles use these helpers without carrying a schema. */

/**
 * The widths every uploaded picture is also served at (never wider than the picture itself). 800 is
 * what a phone's full-width card or tile needs at twice its density (380 px on a 412 px phone): without
 * it that phone gets the 960, which a detailed photo takes past the 60 KB a picture may weigh.
 */
export const PICTURE_WIDTHS = [320, 640, 800, 960, 1280, 1920] as const;

/** The encodings of those widths, best first: AVIF, and WebP for browsers without AVIF. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The link-preview crop (Open Graph, WhatsApp, Facebook), a JPEG every preview reader can show. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Pictures larger than this are refused before they are decoded: a few bytes can claim gigapixels. */
export const PICTURE_PIXEL_LIMITS = { side: 12_000, pixels: 50_000_000 } as const;

/** The URL of `url`'s variant of `width` (or the next wider) in `format`. */
export const pictureUrl = (url: string, width: number, format: PictureFormat): string =>
  `${url}?w=${width}&f=${format}`;

/** A `srcset` of every width a picture is served at (its details' `widths`) in `format`. */
export const pictureSrcSet = (
  url: string,
  { widths }: { widths: readonly number[] },
  format: PictureFormat,
): string => widths.map((width) => `${pictureUrl(url, width, format)} ${width}w`).join(', ');

/** The URL of `url`'s 1200×630 link-preview crop. */
export const previewUrl = (url: string): string => `${url}?preview`;

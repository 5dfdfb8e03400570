import { z } from 'zod';

/** The widths every uploaded picture is also served at (never wider than the picture itself). */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The encodings of those widths, best first: AVIF, and WebP for browsers without AVIF. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The link-preview crop (Open Graph, WhatsApp, Facebook), a JPEG every preview reader can show. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Pictures larger than this are refused before they are decoded: a few bytes can claim gigapixels. */
export const PICTURE_PIXEL_LIMITS = { side: 12_000, pixels: 50_000_000 } as const;

/** What a page needs to lay a picture out before it arrives, and to choose among its widths. */
export const pictureDetailsSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The picture's dominant colour (`#rrggbb`), shown while it loads. */
  colour: z.string().regex(/^#[\da-f]{6}$/),
  /** The widths it is served at, ascending (see PICTURE_WIDTHS). */
  widths: z.array(z.number().int().positive()),
});
export type PictureDetails = z.infer<typeof pictureDetailsSchema>;

/** The details of a record's pictures, by their `/api/media/...` URL; a picture not yet prepared is missing. */
export const picturesSchema = z
  .record(z.string(), pictureDetailsSchema)
  .describe('Width, height, dominant colour and served widths of each picture, by URL');
export type Pictures = z.infer<typeof picturesSchema>;

/** `GET /media/:id` options: a width and format of a picture, or its link-preview crop. */
export const mediaQuerySchema = z.strictObject({
  w: z.coerce.number().int().min(1).max(10_000).optional(),
  f: z.enum(PICTURE_FORMATS).optional(),
  preview: z.literal('').optional(),
});
export type MediaQuery = z.infer<typeof mediaQuerySchema>;

/** The URL of `url`'s variant of `width` (or the next wider) in `format`. */
export const pictureUrl = (url: string, width: number, format: PictureFormat): string =>
  `${url}?w=${width}&f=${format}`;

/** A `srcset` of every served width of a picture in `format`. */
export const pictureSrcSet = (url: string, details: PictureDetails, format: PictureFormat): string =>
  details.widths.map((width) => `${pictureUrl(url, width, format)} ${width}w`).join(', ');

/** The URL of `url`'s 1200×630 link-preview crop. */
export const previewUrl = (url: string): string => `${url}?preview`;

import { z } from 'zod';
import { entitySchema, inlineDataSchema, objectIdSchema } from './common';
import { PICTURE_FORMATS } from './picture';
import { FLIER_CATEGORIES, GALLERY_MEDIA_TYPES, LIMITS } from './rules';

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

export const galleryMediaTypeSchema = z.enum(GALLERY_MEDIA_TYPES);
export type GalleryMediaType = z.infer<typeof galleryMediaTypeSchema>;

/** A gallery item as stored: its file, the video's poster, and its place in its list (images, videos). */
export const galleryItemRecordSchema = z.object({
  name: z.string().default(''),
  url: z.string().min(1),
  poster: z.string().optional(),
  order: z.number(),
  type: galleryMediaTypeSchema,
});
export type GalleryItemRecord = z.infer<typeof galleryItemRecordSchema>;

export const galleryItemSchema = entitySchema.extend({
  ...galleryItemRecordSchema.shape,
  pictures: picturesSchema.optional(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export const galleryListSchema = z.array(galleryItemSchema);

/** A gallery file's kind as sent: `image` or `video`, or a MIME type of either (`image/jpeg`). */
const GALLERY_FILE_TYPE = /^(image|video)(\/[\w.+-]{1,100})?$/;

/** §7 POST /gallery as JSON: `files` of `{type, data (inline data), poster (empty text or inline data)}`. */
export const galleryUploadSchema = z.strictObject({
  files: z
    .array(
      z.strictObject({
        type: z
          .string()
          .max(120)
          .regex(GALLERY_FILE_TYPE, { error: 'Each file is an image or a video.' })
          .transform((type): GalleryMediaType => (type.startsWith('video') ? 'video' : 'image')),
        data: inlineDataSchema,
        poster: z.union([z.literal(''), inlineDataSchema]).optional(),
        name: z.string().trim().max(LIMITS.titleMax).optional(),
      }),
      { error: 'Choose at least one file to upload.' },
    )
    .min(1, { error: 'Choose at least one file to upload.' })
    .max(LIMITS.galleryFilesPerUpload, {
      error: `Upload at most ${LIMITS.galleryFilesPerUpload} files at a time.`,
    }),
});
export type GalleryUpload = z.input<typeof galleryUploadSchema>;
/** The upload as parsed: each file's `type` is `image` or `video`. */
export type GalleryUploadData = z.output<typeof galleryUploadSchema>;

export const galleryOrderSchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: objectIdSchema, order: z.number().int().min(0) }))
    .min(1, { error: 'Nothing to reorder.' })
    .max(1000)
    .refine((items) => new Set(items.map((item) => item.id.toLowerCase())).size === items.length, {
      error: 'Each item may appear only once.',
    }),
});
export type GalleryOrder = z.input<typeof galleryOrderSchema>;

export const flierCategorySchema = z.enum(FLIER_CATEGORIES, {
  error: 'Missing Category: Please select a category.',
});
export type FlierCategory = z.infer<typeof flierCategorySchema>;

/** A flier as stored: its picture and the list it is shown in. */
export const flierRecordSchema = z.object({ url: z.string().min(1), category: flierCategorySchema });
export type FlierRecord = z.infer<typeof flierRecordSchema>;

export const flierSchema = entitySchema.extend({
  ...flierRecordSchema.shape,
  pictures: picturesSchema.optional(),
});
export type Flier = z.infer<typeof flierSchema>;
export const flierListSchema = z.array(flierSchema);

/** §7 flier upload: images (inline data) and a category. */
export const flierUploadSchema = z.strictObject({
  category: flierCategorySchema,
  images: z
    .array(inlineDataSchema, { error: 'Choose at least one image to upload.' })
    .min(1, { error: 'Choose at least one image to upload.' })
    .max(LIMITS.fliersPerUpload, { error: `Upload at most ${LIMITS.fliersPerUpload} images at a time.` }),
});
export type FlierUpload = z.input<typeof flierUploadSchema>;

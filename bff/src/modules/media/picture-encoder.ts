import {
  PICTURE_FORMATS,
  PICTURE_PIXEL_LIMITS,
  PICTURE_WIDTHS,
  type PictureDetails,
  type PictureFormat,
  PREVIEW_SIZE,
} from '@safa/contract';
import sharp, { type Sharp } from 'sharp';
import { DomainError, InvalidInput, TooLarge } from '../../errors';
import { type PixelSize, readGif } from './cleaning/gif';

// libvips on one thread: a picture being encoded leaves the other core to the requests.
sharp.concurrency(1);

export interface EncodedFile {
  bytes: Buffer;
  contentType: string;
}

export interface EncodedVariant extends EncodedFile {
  width: number;
  format: PictureFormat;
}

/** A picture made ready to serve: everything is re-encoded, so no metadata (EXIF, GPS) survives. */
export interface EncodedPicture {
  /** The full-size picture for download, upright and without metadata (a GIF keeps its frames). */
  original: EncodedFile;
  variants: EncodedVariant[];
  /** The 1200×630 link-preview crop. */
  preview: EncodedFile;
  details: PictureDetails;
}

const pixels = new Intl.NumberFormat('en-NG');

/** Refuses (413) a picture of which any of these sizes is too large to decode safely. */
function ensureDecodable(sizes: readonly PixelSize[]): void {
  for (const { width, height } of sizes) {
    if (
      width > PICTURE_PIXEL_LIMITS.side ||
      height > PICTURE_PIXEL_LIMITS.side ||
      width * height > PICTURE_PIXEL_LIMITS.pixels
    ) {
      throw new TooLarge(
        `Pictures may be at most ${pixels.format(PICTURE_PIXEL_LIMITS.side)} pixels a side and ` +
          `${PICTURE_PIXEL_LIMITS.pixels / 1_000_000} megapixels; this one is ${pixels.format(width)} × ${pixels.format(height)}.`,
      );
    }
  }
}

/** A picture's size as its header says, read without decoding it. */
async function headerSize(bytes: Buffer): Promise<PixelSize> {
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
  return { width, height };
}

/** The served widths of a picture `width` wide: the standard ones below it, and its own up to the largest. */
function variantWidths(width: number): number[] {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1] ?? width;
  const below = PICTURE_WIDTHS.filter((standard) => standard < width);
  return width <= largest ? [...below, width] : [...below];
}

const ENCODERS: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
};

/** The stored original's own encoding, re-encoded at a high quality. */
function reencodeOriginal(image: Sharp, contentType: string): Sharp {
  if (contentType === 'image/png') return image.png({ compressionLevel: 9 });
  if (contentType === 'image/webp') return image.webp({ quality: 90 });
  if (contentType === 'image/avif') return image.avif({ quality: 70 });
  return image.jpeg({ quality: 90, mozjpeg: true });
}

/**
 * The upright sRGB pixels of an upload. Whatever fails while reading the upload is the upload's
 * fault (400), unless it is too large to decode at all (413, from `sizes` or else its header, before
 * decoding).
 */
async function decode(bytes: Buffer, sizes?: readonly PixelSize[]) {
  try {
    ensureDecodable(sizes ?? [await headerSize(bytes)]);
    return await sharp(bytes, { limitInputPixels: PICTURE_PIXEL_LIMITS.pixels })
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new InvalidInput('A picture could not be read: its file is damaged or incomplete.');
  }
}

const hex = (channel: number) => Math.round(channel).toString(16).padStart(2, '0');

/**
 * Decodes the picture once (upright, in sRGB) and encodes from those pixels its download original,
 * its widths in AVIF and WebP, its link-preview crop and its dominant colour.
 */
export async function encodePicture(bytes: Buffer, contentType: string): Promise<EncodedPicture> {
  // A GIF's sizes come from its own blocks (libvips reports its first frame's), checked frame by frame.
  const gif = contentType === 'image/gif' ? readGif(bytes) : undefined;
  const decoded = gif ? await decode(gif.withoutMetadata, [gif.screen, ...gif.frames]) : await decode(bytes);
  const { width, height, channels } = decoded.info;
  const pixelsOf = () => sharp(decoded.data, { raw: { width, height, channels } });

  // An animated GIF keeps its frames; every other picture is encoded anew, with no metadata.
  const original: EncodedFile = gif
    ? { bytes: gif.withoutMetadata, contentType }
    : { bytes: await reencodeOriginal(pixelsOf(), contentType).toBuffer(), contentType };

  const widths = variantWidths(width);
  const variants: EncodedVariant[] = [];
  for (const variantWidth of widths) {
    for (const format of PICTURE_FORMATS) {
      const encoded = await ENCODERS[format](pixelsOf().resize({ width: variantWidth })).toBuffer();
      variants.push({ bytes: encoded, contentType: `image/${format}`, width: variantWidth, format });
    }
  }

  const preview = await pixelsOf()
    .resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();

  const thumbnail = await pixelsOf().resize(64, 64, { fit: 'inside' }).png().toBuffer();
  const { dominant } = await sharp(thumbnail).stats();

  return {
    original,
    variants,
    preview: { bytes: preview, contentType: 'image/jpeg' },
    details: { width, height, colour: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, widths },
  };
}

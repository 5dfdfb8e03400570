import type { IncomingMessage } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { PICTURE_PIXEL_LIMITS } from '@safa/contract';
import sharp, { type Sharp } from 'sharp';
import { InvalidInput, TooLarge, UnsupportedType } from '../../errors';
import { readMultipart } from '../../http/multipart';
import { detectMediaType } from '../media/media-type';
import { createPdfCleaner, type PdfBounds } from './pdf-cleaning/pdf-cleaner';

/**
 * The files customers send for the agency's eyes alone (transfer proofs, travellers' documents): a
 * picture or a PDF, judged by its bytes, cleaned of what it carries besides what it shows, and kept
 * in a bucket no media route reads.
 */

export interface CleanFile {
  bytes: Buffer;
  contentType: string;
  /** Its name as stored: the customer's, with the extension its bytes call for. */
  fileName: string;
}

const PICTURES: Record<string, { extension: string; encode: (image: Sharp) => Sharp }> = {
  'image/jpeg': { extension: 'jpg', encode: (image) => image.jpeg({ quality: 90, mozjpeg: true }) },
  'image/png': { extension: 'png', encode: (image) => image.png({ compressionLevel: 9 }) },
  'image/webp': { extension: 'webp', encode: (image) => image.webp({ quality: 90 }) },
};

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** A picture drawn anew from its pixels, upright: no EXIF (a phone's location), no comment survives. */
async function cleanPicture(bytes: Buffer, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  try {
    return await encode(sharp(bytes, { limitInputPixels: PICTURE_PIXEL_LIMITS.pixels }).rotate()).toBuffer();
  } catch {
    throw new InvalidInput('The picture could not be read: its file is damaged or too large.');
  }
}

/** What a PDF may take to be cleaned: a proof or a scanned page has a few hundred objects, and takes well under a second. */
export const PRIVATE_PDF_BOUNDS: PdfBounds = { maxObjects: 20_000, budgetMs: 10_000 };

/** A PDF without what runs or carries content, nor its metadata, cleaned off the request path (see pdf-cleaning/). */
const cleanPdf = createPdfCleaner(PRIVATE_PDF_BOUNDS);

const baseName = (fileName: string, fallback: string) =>
  fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .-]+/g, '_')
    .slice(0, 80) || fallback;

/** What a file's bytes are (never what the client says), cleaned of their metadata; else refused with `refusal`. */
export async function cleanPrivateFile(
  bytes: Buffer,
  fileName: string,
  { refusal, fallbackName }: { refusal: string; fallbackName: string },
): Promise<CleanFile> {
  if (isPdf(bytes)) {
    return {
      bytes: await cleanPdf(bytes),
      contentType: 'application/pdf',
      fileName: `${baseName(fileName, fallbackName)}.pdf`,
    };
  }
  const type = detectMediaType(bytes);
  const picture = type && PICTURES[type.mime];
  if (!type || !picture) throw new UnsupportedType(refusal);
  return {
    bytes: await cleanPicture(bytes, picture.encode),
    contentType: type.mime,
    fileName: `${baseName(fileName, fallbackName)}.${picture.extension}`,
  };
}

export interface OneFileRules {
  field: string;
  maxBytes: number;
  tooLarge: string;
  /** Said when no file (or an empty one) came. */
  missing: string;
}

/** The one file of a multipart upload, in its field, read whole: it is at most `maxBytes`. */
export async function readOneFile(
  req: IncomingMessage,
  { field: expected, maxBytes, tooLarge, missing }: OneFileRules,
): Promise<{ bytes: Buffer; fileName: string }> {
  let upload: { bytes: Buffer; fileName: string } | undefined;
  await readMultipart(
    req,
    // The file, and room for the multipart framing around it.
    { maxBytes: maxBytes + 64 * 1024, maxFiles: 1 },
    async ({ field, filename, stream }) => {
      if (field !== expected) throw new InvalidInput(`Send the file in the field "${expected}".`);
      const bytes = await buffer(stream);
      if (bytes.length > maxBytes) throw new TooLarge(tooLarge);
      upload = { bytes, fileName: filename };
    },
  );
  if (!upload || upload.bytes.length === 0) throw new InvalidInput(missing);
  return upload;
}

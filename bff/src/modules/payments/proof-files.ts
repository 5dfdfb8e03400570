import type { IncomingMessage } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { PAYMENT_MESSAGES, PICTURE_PIXEL_LIMITS, PROOF_LIMITS } from '@safa/contract';
import sharp, { type Sharp } from 'sharp';
import { InvalidInput, TooLarge, UnsupportedType } from '../../errors';
import { readMultipart } from '../../http/multipart';
import { gridFsBucket } from '../media/gridfs-bucket';
import { detectMediaType } from '../media/media-type';
import { createPdfCleaner, type PdfBounds } from './pdf-cleaning/pdf-cleaner';

/**
 * Transfer proofs: their own bucket, which no media route reads. A proof is served only through its
 * booking's private link or to the admin (see payment.routes.ts).
 */
export const proofFiles = gridFsBucket('payment_proofs');

export interface CleanProof {
  bytes: Buffer;
  contentType: string;
  /** Its name as stored: the customer's, with the extension its bytes call for. */
  fileName: string;
}

const PROOF_PICTURES: Record<string, { extension: string; encode: (image: Sharp) => Sharp }> = {
  'image/jpeg': { extension: 'jpg', encode: (image) => image.jpeg({ quality: 90, mozjpeg: true }) },
  'image/png': { extension: 'png', encode: (image) => image.png({ compressionLevel: 9 }) },
  'image/webp': { extension: 'webp', encode: (image) => image.webp({ quality: 90 }) },
};

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

const NOT_A_PROOF = 'A proof must be a picture (JPEG, PNG, WebP) or a PDF.';

/** A picture drawn anew from its pixels, upright: no EXIF (a phone's location), no comment survives. */
async function cleanPicture(bytes: Buffer, encode: (image: Sharp) => Sharp): Promise<Buffer> {
  try {
    return await encode(sharp(bytes, { limitInputPixels: PICTURE_PIXEL_LIMITS.pixels }).rotate()).toBuffer();
  } catch {
    throw new InvalidInput('The picture could not be read: its file is damaged or too large.');
  }
}

/** What a PDF proof may take to be cleaned: a transfer's proof has a few hundred objects, and takes well under a second. */
export const PDF_PROOF_BOUNDS: PdfBounds = { maxObjects: 20_000, budgetMs: 10_000 };

/** A PDF without what runs or carries content, nor its metadata, cleaned off the request path (see pdf-cleaning/). */
const cleanPdf = createPdfCleaner(PDF_PROOF_BOUNDS);

const baseName = (fileName: string) =>
  fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .-]+/g, '_')
    .slice(0, 80) || 'proof';

/** What a proof's bytes are (never what the client says), cleaned of their metadata; else refused. */
export async function cleanProof(bytes: Buffer, fileName: string): Promise<CleanProof> {
  if (isPdf(bytes)) {
    return {
      bytes: await cleanPdf(bytes),
      contentType: 'application/pdf',
      fileName: `${baseName(fileName)}.pdf`,
    };
  }
  const type = detectMediaType(bytes);
  const picture = type && PROOF_PICTURES[type.mime];
  if (!type || !picture) throw new UnsupportedType(NOT_A_PROOF);
  return {
    bytes: await cleanPicture(bytes, picture.encode),
    contentType: type.mime,
    fileName: `${baseName(fileName)}.${picture.extension}`,
  };
}

/** The one file (`proof`) of a multipart upload, read whole: it is at most PROOF_LIMITS.bytes. */
export async function readProofUpload(req: IncomingMessage): Promise<{ bytes: Buffer; fileName: string }> {
  let upload: { bytes: Buffer; fileName: string } | undefined;
  await readMultipart(
    req,
    // The file, and room for the multipart framing around it.
    { maxBytes: PROOF_LIMITS.bytes + 64 * 1024, maxFiles: 1 },
    async ({ field, filename, stream }) => {
      if (field !== 'proof') throw new InvalidInput('Send the proof in the field "proof".');
      const bytes = await buffer(stream);
      if (bytes.length > PROOF_LIMITS.bytes) throw new TooLarge(PAYMENT_MESSAGES.proofTooLarge);
      upload = { bytes, fileName: filename };
    },
  );
  if (!upload || upload.bytes.length === 0)
    throw new InvalidInput('Choose the picture or PDF of your transfer.');
  return upload;
}

import type { IncomingMessage } from 'node:http';
import { type FlierCategory, flierCategorySchema, LIMITS } from '@safa/shared-ui/contract';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { parseInput } from '../../http/validate';
import type { MediaBatch } from '../media/media-batch';
import { FLIER_PICTURES } from '../media/media-policy';
import { kindOfMime } from '../media/media-type';

const MULTIPART_MAX_BYTES = LIMITS.fliersPerUpload * LIMITS.imageBytes + 1024 * 1024;

export async function storeInlineFliers(batch: MediaBatch, images: readonly string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const [index, image] of images.entries()) {
    const stored = await batch.storeInline(image, FLIER_PICTURES, {
      filename: `flier-${index + 1}`,
      declared: 'image',
    });
    urls.push(stored.url);
  }
  return urls;
}

/** Streams a multipart flier upload: a `category` field and image files (any part name). */
export async function storeMultipartFliers(
  batch: MediaBatch,
  req: IncomingMessage,
): Promise<{ category: FlierCategory; urls: string[] }> {
  const urls: string[] = [];
  const fields = await readMultipart(
    req,
    { maxBytes: MULTIPART_MAX_BYTES, maxFiles: LIMITS.fliersPerUpload },
    async ({ filename, mimeType, stream }) => {
      const stored = await batch.storeUpload(stream, FLIER_PICTURES, {
        filename,
        declared: kindOfMime(mimeType),
      });
      urls.push(stored.url);
    },
  );
  const category = parseInput(flierCategorySchema, fields.get('category'));
  if (urls.length === 0) throw badRequest('Choose at least one image to upload.');
  return { category, urls };
}

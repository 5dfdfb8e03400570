import { MEDIA_URL_PATTERN } from '@safa/contract';
import { InvalidInput } from '../../errors';
import type { MediaBatch } from '../media/media-batch';
import { PICTURES } from '../media/media-policy';

/**
 * A package's image list as stored: new inline pictures go to GridFS; `/api/media/...` URLs are kept
 * as they are, but only those the package already has (`kept`), so two packages never share a file.
 */
export async function resolvePackageImages(
  batch: MediaBatch,
  images: readonly string[],
  kept: readonly string[],
  title: string,
): Promise<string[]> {
  const urls: string[] = [];
  for (const image of images) {
    if (MEDIA_URL_PATTERN.test(image)) {
      if (!kept.includes(image)) {
        throw new InvalidInput(
          'An image is not one of this package’s pictures; send new pictures as inline data.',
        );
      }
      urls.push(image);
    } else {
      const stored = await batch.storeInline(image, PICTURES, { filename: title, declared: 'image' });
      urls.push(stored.url);
    }
  }
  return urls;
}

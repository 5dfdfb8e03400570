import type { MediaBatch } from '../media/media-batch';
import { FLIER_PICTURES } from '../media/media-policy';

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

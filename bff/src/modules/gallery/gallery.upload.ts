import type { IncomingMessage } from 'node:http';
import { type GalleryUploadData, LIMITS } from '@safa/contract';
import { InvalidInput } from '../../errors';
import { readMultipart } from '../../http/multipart';
import type { MediaBatch } from '../media/media-batch';
import { GALLERY_MEDIA, PICTURES } from '../media/media-policy';
import { kindOfMime } from '../media/media-type';
import type { NewGalleryItem } from './gallery.service';

/** The whole multipart body: room for several videos at their 100 MB limit. */
const MULTIPART_MAX_BYTES = 500 * 1024 * 1024;

/**
 * Stores the inline files of a JSON upload (spec §7: `files` of `{type, data, poster}`), each named
 * as sent or by its place, its poster (when not empty) prepared like any picture.
 */
export async function storeInlineGallery(
  batch: MediaBatch,
  { files }: GalleryUploadData,
): Promise<NewGalleryItem[]> {
  const items: NewGalleryItem[] = [];
  for (const [index, file] of files.entries()) {
    const name = file.name || `gallery-${index + 1}`;
    const media = await batch.storeInline(file.data, GALLERY_MEDIA, { filename: name, declared: file.type });
    const poster = file.poster
      ? await batch.storeInline(file.poster, PICTURES, { filename: `${name}-poster`, declared: 'image' })
      : undefined;
    items.push({ type: media.type.kind, name, url: media.url, ...(poster && { poster: poster.url }) });
  }
  return items;
}

/**
 * Streams the files of a multipart upload into GridFS. Every file part is a gallery item named after
 * its file name; a part named `poster` is the poster of the file part just before it.
 */
export async function storeMultipartGallery(
  batch: MediaBatch,
  req: IncomingMessage,
): Promise<NewGalleryItem[]> {
  const items: NewGalleryItem[] = [];
  await readMultipart(
    req,
    { maxBytes: MULTIPART_MAX_BYTES, maxFiles: LIMITS.galleryFilesPerUpload },
    async ({ field, filename, mimeType, stream }) => {
      const declared = kindOfMime(mimeType);
      if (field === 'poster') {
        const item = items.at(-1);
        if (!item) throw new InvalidInput('A poster must follow the file it belongs to.');
        const poster = await batch.storeUpload(stream, PICTURES, { filename, declared });
        item.poster = poster.url;
        return;
      }
      const media = await batch.storeUpload(stream, GALLERY_MEDIA, { filename, declared });
      items.push({ type: media.type.kind, name: filename, url: media.url });
    },
  );
  if (items.length === 0) throw new InvalidInput('Choose at least one file to upload.');
  return items;
}

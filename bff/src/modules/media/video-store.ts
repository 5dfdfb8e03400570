import { Readable } from 'node:stream';
import { withoutIsoMetadata } from './cleaning/iso-bmff';
import { withoutWebmMetadata } from './cleaning/webm';
import { type FileMeta, newFileId } from './gridfs-bucket';
import { mediaUrl, storeStream } from './media.storage';
import type { VIDEO_TYPES } from './media-type';

type Cleaner = (source: AsyncIterable<Buffer>) => AsyncGenerator<Buffer>;

/** How each stored video type is streamed without its metadata. */
const CLEANERS = new Map<string, Cleaner>(
  Object.entries({
    'video/mp4': withoutIsoMetadata,
    'video/quicktime': withoutIsoMetadata,
    'video/webm': withoutWebmMetadata,
  } satisfies Record<(typeof VIDEO_TYPES)[number], Cleaner>),
);

/**
 * Streams a video into the served bucket without its metadata (where phones write the place it was
 * filmed), never holding it whole; resolves with its URL, handed to `keep` first.
 */
export async function storeVideo(
  upload: Readable,
  file: FileMeta,
  keep: (url: string) => void,
): Promise<string> {
  const clean = CLEANERS.get(file.contentType);
  if (!clean) throw new Error(`videos of type ${file.contentType} are not stored`);
  const id = newFileId();
  keep(mediaUrl(id));
  return storeStream(Readable.from(clean(upload)), file, id);
}

import type { Readable } from 'node:stream';
import { type FileMeta, newFileId } from './gridfs-bucket';
import { mediaUrl, storeStream } from './media.storage';

/** Streams a video into the served bucket; resolves with its URL, handed to `keep` first. */
export async function storeVideo(
  upload: Readable,
  file: FileMeta,
  keep: (url: string) => void,
): Promise<string> {
  const id = newFileId();
  keep(mediaUrl(id));
  return storeStream(upload, file, id);
}

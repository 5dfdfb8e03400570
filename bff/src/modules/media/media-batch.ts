import type { Readable } from 'node:stream';
import type { Types } from 'mongoose';
import { decodeInlineData } from './inline-data';
import { deleteMedia, findFile, mediaIdFromUrl, storeBuffer } from './media.storage';
import type { MediaPolicy } from './media-policy';
import type { MediaKind, MediaType } from './media-type';
import { preparePicture } from './picture-store';
import { storeUploadStream } from './upload-stream';

export interface StoredMedia {
  url: string;
  type: MediaType;
}

interface FileOptions {
  filename: string;
  declared?: MediaKind;
}

/** The files one request stores: `withMediaBatch` deletes them all when the request fails. */
export class MediaBatch {
  private readonly urls: string[] = [];

  async storeInline(dataUrl: string, policy: MediaPolicy, options: FileOptions): Promise<StoredMedia> {
    const { bytes, type } = decodeInlineData(dataUrl, policy, options.declared);
    const url = await storeBuffer(bytes, { filename: options.filename, contentType: type.mime });
    this.urls.push(url);
    return this.readyToServe({ url, type });
  }

  async storeUpload(source: Readable, policy: MediaPolicy, options: FileOptions): Promise<StoredMedia> {
    const stored = await storeUploadStream(source, policy, options);
    this.urls.push(stored.url);
    return this.readyToServe(stored);
  }

  /** A picture is replaced by its prepared copy (see preparePicture); a video is served as uploaded. */
  private async readyToServe(stored: StoredMedia): Promise<StoredMedia> {
    if (stored.type.kind !== 'image') return stored;
    const upload = await findFile(mediaIdFromUrl(stored.url) as Types.ObjectId);
    if (!upload) throw new Error(`the upload ${stored.url} vanished before it was prepared`);
    const url = await preparePicture(upload, (prepared) => this.urls.push(prepared));
    await deleteMedia([stored.url]);
    this.urls.splice(this.urls.indexOf(stored.url), 1);
    return { url, type: stored.type };
  }

  discard(): Promise<void> {
    return deleteMedia(this.urls);
  }
}

/** Runs `work` with a batch of new files; if it fails, none of them stays stored. */
export async function withMediaBatch<T>(work: (batch: MediaBatch) => Promise<T>): Promise<T> {
  const batch = new MediaBatch();
  try {
    return await work(batch);
  } catch (error) {
    // The request's own error is the one to answer; a failed clean-up must not replace it.
    await batch.discard().catch(() => undefined);
    throw error;
  }
}

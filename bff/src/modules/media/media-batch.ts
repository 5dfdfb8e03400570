import { Readable } from 'node:stream';
import { decodeInlineData } from './inline-data';
import { deleteMedia } from './media.storage';
import type { MediaPolicy } from './media-policy';
import type { MediaKind, MediaType } from './media-type';
import { preparePicture } from './picture-store';
import { receiveUpload } from './upload-stream';
import { storeVideo } from './video-store';

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

  storeInline(dataUrl: string, policy: MediaPolicy, options: FileOptions): Promise<StoredMedia> {
    const { bytes, type } = decodeInlineData(dataUrl, policy, options.declared);
    return this.store(Readable.from([bytes]), type, options.filename);
  }

  storeUpload(source: Readable, policy: MediaPolicy, options: FileOptions): Promise<StoredMedia> {
    return receiveUpload(source, policy, options.declared, (body, type) =>
      this.store(body, type, options.filename),
    );
  }

  /** A picture is served as its prepared copy (see preparePicture), a video as storeVideo stores it. */
  private async store(body: Readable, type: MediaType, filename: string): Promise<StoredMedia> {
    const prepare = type.kind === 'image' ? preparePicture : storeVideo;
    const url = await prepare(body, { filename, contentType: type.mime }, (kept) => {
      this.urls.push(kept);
    });
    return { url, type };
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

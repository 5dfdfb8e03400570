import type { Readable } from 'node:stream';
import type { MediaQuery, PictureDetails, Pictures } from '@safa/contract';
import { pictureDetailsSchema } from '@safa/contract';
import type { Types } from 'mongoose';
import { type FileMeta, newFileId } from './gridfs-bucket';
import {
  deleteVariants,
  findFile,
  mediaFiles,
  mediaIdFromUrl,
  mediaUrl,
  readFile,
  type StoredFile,
  storeBuffer,
} from './media.storage';
import type { EncodedPicture } from './picture-encoder';
import { encodeInTurn } from './picture-queue';
import { discardStaged, readStaged, stage } from './staging';

/** Stores the widths and preview of the picture `id`. */
async function storeVariants(id: Types.ObjectId, filename: string, encoded: EncodedPicture): Promise<void> {
  for (const variant of encoded.variants) {
    await storeBuffer(variant.bytes, {
      filename: `${filename} ${variant.width}w.${variant.format}`,
      contentType: variant.contentType,
      metadata: { variantOf: id, width: variant.width, format: variant.format },
    });
  }
  await storeBuffer(encoded.preview.bytes, {
    filename: `${filename} preview.jpg`,
    contentType: encoded.preview.contentType,
    metadata: { variantOf: id, preview: true },
  });
}

/**
 * Makes an uploaded picture ready to serve. The upload waits in the staging bucket, out of every
 * URL's reach; in its turn it is stored again upright and without metadata (no GPS position of the
 * operator's phone), with its widths and preview, and the upload is deleted. Resolves with the new
 * file's URL, handed to `keep` before anything is stored under it; refuses a picture too large to
 * decode (413) before decoding it, and one that cannot be read (400).
 */
export async function preparePicture(
  upload: Readable,
  file: FileMeta,
  keep: (url: string) => void,
): Promise<string> {
  const staged = await stage(upload, file);
  try {
    const encoded = await encodeInTurn(() => readStaged(staged), file.contentType);
    const id = newFileId();
    const url = mediaUrl(id);
    keep(url);
    await storeVariants(id, file.filename, encoded);
    // The picture itself last, with its details: a prepared picture is complete once it can be found.
    await storeBuffer(
      encoded.original.bytes,
      {
        filename: file.filename,
        contentType: encoded.original.contentType,
        metadata: { picture: encoded.details },
      },
      id,
    );
    return url;
  } finally {
    // Should MongoDB fail here, the upload is left to the sweep of abandoned files.
    await discardStaged(staged).catch(() => undefined);
  }
}

/**
 * Gives a picture stored before variants existed its widths and preview, replacing any left by an
 * interrupted attempt, then records its details: a picture with details is complete.
 */
export async function addVariants(file: StoredFile, signal?: AbortSignal): Promise<void> {
  const encoded = await encodeInTurn(() => readFile(file.id), file.contentType, signal);
  await deleteVariants([file.id]);
  await storeVariants(file.id, file.filename, encoded);
  await mediaFiles().updateOne({ _id: file.id }, { $set: { 'metadata.picture': encoded.details } });
}

/** The stored variant a query asks for (the next wider width, else the widest), if the picture has one. */
export async function findVariant(id: Types.ObjectId, query: MediaQuery): Promise<StoredFile | undefined> {
  if (query.preview !== undefined) {
    const preview = await mediaFiles().findOne({ 'metadata.variantOf': id, 'metadata.preview': true });
    return preview ? findFile(preview._id as Types.ObjectId) : undefined;
  }
  if (query.w === undefined && query.f === undefined) return undefined;
  const widths = await mediaFiles()
    .find({ 'metadata.variantOf': id, 'metadata.format': query.f ?? 'webp' }, { projection: { metadata: 1 } })
    .toArray();
  const sorted = widths.sort((a, b) => Number(a.metadata?.width) - Number(b.metadata?.width));
  const wanted = query.w ?? Number.POSITIVE_INFINITY;
  const chosen = sorted.find((file) => Number(file.metadata?.width) >= wanted) ?? sorted[sorted.length - 1];
  return chosen ? findFile(chosen._id as Types.ObjectId) : undefined;
}

/** Details never change once recorded, so they are kept in memory as they are first read. */
const knownDetails = new Map<string, PictureDetails>();

/** The details of those of `urls` that are prepared pictures, by URL. */
export async function picturesOf(urls: Iterable<string>): Promise<Pictures> {
  const wanted = [...new Set(urls)];
  const unknown = wanted
    .filter((url) => !knownDetails.has(url))
    .map(mediaIdFromUrl)
    .filter((id): id is Types.ObjectId => id !== undefined);
  if (unknown.length > 0) {
    const files = await mediaFiles()
      .find({ _id: { $in: unknown }, 'metadata.picture': { $exists: true } }, { projection: { metadata: 1 } })
      .toArray();
    for (const file of files) {
      const details = pictureDetailsSchema.safeParse(file.metadata?.picture);
      if (details.success) knownDetails.set(mediaUrl(file._id as Types.ObjectId), details.data);
    }
  }
  return Object.fromEntries(
    wanted.flatMap((url) => {
      const details = knownDetails.get(url);
      return details ? [[url, details]] : [];
    }),
  );
}

/** Each record with the details of its own pictures (`urlsOf` names them), read in one query for all. */
export async function withPictures<T>(
  records: readonly T[],
  urlsOf: (record: T) => ReadonlyArray<string | undefined>,
): Promise<Array<T & { pictures: Pictures }>> {
  const urlsByRecord = records.map((record) =>
    urlsOf(record).filter((url): url is string => url !== undefined),
  );
  const known = await picturesOf(urlsByRecord.flat());
  return records.map((record, index) => ({
    ...record,
    pictures: Object.fromEntries(
      (urlsByRecord[index] ?? []).flatMap((url) => (known[url] ? [[url, known[url]]] : [])),
    ),
  }));
}

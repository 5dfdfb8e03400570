import type { MediaQuery, PictureDetails, Pictures } from '@safa/contract';
import { pictureDetailsSchema } from '@safa/contract';
import type { Types } from 'mongoose';
import { Busy } from '../../errors';
import { createBoundedQueue, QueueFullError } from '../throttle/bounded-queue';
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
import { type EncodedPicture, encodePicture } from './picture-encoder';

/** One picture decoded at a time: two large uploads cannot take the memory and cores of the requests. */
const encoding = createBoundedQueue({ concurrency: 1, maxWaiting: 200 });

/** Reads and encodes the stored file in its turn: a waiting picture holds no memory. */
async function encodeQueued(file: StoredFile): Promise<EncodedPicture> {
  try {
    return await encoding.run(async () => encodePicture(await readFile(file.id), file.contentType));
  } catch (error) {
    if (error instanceof QueueFullError)
      throw new Busy('Many pictures are being prepared; try again in a minute.', 60);
    throw error;
  }
}

/** Stores the widths and preview of the file `id`, then records its details: a file with details is complete. */
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
  await mediaFiles().updateOne({ _id: id }, { $set: { 'metadata.picture': encoded.details } });
}

/**
 * Makes an uploaded picture ready to serve: stores it again upright and without metadata (the upload,
 * with any GPS position of the operator's phone, is deleted), with its widths and preview. Resolves
 * with the new file's URL; refuses a picture too large to decode (413) before decoding it.
 */
export async function preparePicture(upload: StoredFile, keep: (url: string) => void): Promise<string> {
  const encoded = await encodeQueued(upload);
  const url = await storeBuffer(encoded.original.bytes, {
    filename: upload.filename,
    contentType: encoded.original.contentType,
  });
  keep(url);
  const id = mediaIdFromUrl(url) as Types.ObjectId;
  await storeVariants(id, upload.filename, encoded);
  return url;
}

/** Gives a stored picture its widths and preview, replacing any left by an interrupted attempt. */
export async function addVariants(file: StoredFile): Promise<void> {
  const encoded = await encodeQueued(file);
  await deleteVariants([file.id]);
  await storeVariants(file.id, file.filename, encoded);
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

import type { Readable } from 'node:stream';
import { type mongo, Types } from 'mongoose';
import { type FileMeta, gridFsBucket, type StoredFile, storeBytes } from './gridfs-bucket';

export type { FileMeta, StoredFile } from './gridfs-bucket';

/**
 * The served bucket: every file in it may be fetched from `/api/media/<id>`, so only files ready to
 * serve (prepared pictures, cleaned videos) are ever written here. Uploads wait in the staging bucket.
 */
export const servedMedia = gridFsBucket('media');

const MEDIA_URL = /^\/api\/media\/([a-f\d]{24})$/i;

/** The GridFS file documents (name, length, metadata) of the served bucket. */
export const mediaFiles = (): mongo.Collection<mongo.GridFSFile> => servedMedia.files();

export const mediaUrl = (id: Types.ObjectId): string => `/api/media/${id.toHexString()}`;

/** The GridFS id behind a `/api/media/<id>` URL, or undefined for any other text. */
export function mediaIdFromUrl(url: string): Types.ObjectId | undefined {
  const match = MEDIA_URL.exec(url);
  return match?.[1] ? new Types.ObjectId(match[1]) : undefined;
}

/** Streams `source` into the served bucket (under `id` when given); resolves with the new file's URL. */
export async function storeStream(source: Readable, meta: FileMeta, id?: Types.ObjectId): Promise<string> {
  return mediaUrl(await servedMedia.store(source, meta, id));
}

export async function storeBuffer(data: Buffer, meta: FileMeta, id?: Types.ObjectId): Promise<string> {
  return mediaUrl(await storeBytes(servedMedia, data, meta, id));
}

export const findFile = (id: Types.ObjectId): Promise<StoredFile | undefined> => servedMedia.find(id);

export const openFile = (id: Types.ObjectId, range?: { start: number; end: number }): Readable =>
  servedMedia.open(id, range);

export const readFile = (id: Types.ObjectId): Promise<Buffer> => servedMedia.read(id);

/** Deletes the variants made of these files (their widths, formats and preview). */
export async function deleteVariants(ids: Types.ObjectId[]): Promise<void> {
  const variants = await mediaFiles()
    .find({ 'metadata.variantOf': { $in: ids } }, { projection: { _id: 1 } })
    .toArray();
  for (const variant of variants) await servedMedia.delete(variant._id as Types.ObjectId);
}

/**
 * Deletes the stored files behind these URLs, with their variants; other URLs and already-missing
 * files are ignored.
 */
export async function deleteMedia(urls: Iterable<string>): Promise<void> {
  const ids = [...urls].map(mediaIdFromUrl).filter((id): id is Types.ObjectId => id !== undefined);
  if (ids.length === 0) return;
  await deleteVariants(ids);
  for (const id of ids) await servedMedia.delete(id);
}

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { mongo, Types } from 'mongoose';

const BUCKET = 'media';
const MEDIA_URL = /^\/api\/media\/([a-f\d]{24})$/i;

export interface StoredFile {
  id: Types.ObjectId;
  length: number;
  contentType: string;
  filename: string;
  uploadDate: Date;
}

function database(): mongo.Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return db;
}

function bucket(): mongo.GridFSBucket {
  return new mongo.GridFSBucket(database(), { bucketName: BUCKET });
}

/** The GridFS file documents (name, length, metadata) of the media bucket. */
export const mediaFiles = () => database().collection<mongo.GridFSFile>(`${BUCKET}.files`);

export const mediaUrl = (id: Types.ObjectId): string => `/api/media/${id.toHexString()}`;

/** The GridFS id behind a `/api/media/<id>` URL, or undefined for any other text. */
export function mediaIdFromUrl(url: string): Types.ObjectId | undefined {
  const match = MEDIA_URL.exec(url);
  return match?.[1] ? new Types.ObjectId(match[1]) : undefined;
}

/** How a file is stored: its name and type, and what else its GridFS metadata records. */
export interface FileMeta {
  filename: string;
  contentType: string;
  metadata?: Record<string, unknown>;
}

/** Streams `source` into GridFS; resolves with the new file's URL. */
export async function storeStream(
  source: Readable,
  { filename, contentType, metadata }: FileMeta,
): Promise<string> {
  const upload = bucket().openUploadStream(filename, { metadata: { ...metadata, contentType } });
  try {
    await pipeline(source, upload);
  } catch (error) {
    await bucket()
      .delete(upload.id)
      .catch(() => undefined);
    throw error;
  }
  return mediaUrl(upload.id as Types.ObjectId);
}

export function storeBuffer(data: Buffer, meta: FileMeta): Promise<string> {
  return storeStream(Readable.from([data]), meta);
}

export async function findFile(id: Types.ObjectId): Promise<StoredFile | undefined> {
  const [file] = await bucket().find({ _id: id }).limit(1).toArray();
  if (!file) return undefined;
  const contentType = (file.metadata?.contentType as string | undefined) ?? 'application/octet-stream';
  return { id, length: file.length, contentType, filename: file.filename, uploadDate: file.uploadDate };
}

/** Reads bytes `start`..`end` inclusive (the whole file without a range). */
export function openFile(id: Types.ObjectId, range?: { start: number; end: number }): Readable {
  return range
    ? bucket().openDownloadStream(id, { start: range.start, end: range.end + 1 })
    : bucket().openDownloadStream(id);
}

/** Reads a whole stored file (a picture, within its upload limit) into memory. */
export async function readFile(id: Types.ObjectId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of openFile(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function deleteFile(id: Types.ObjectId): Promise<void> {
  try {
    await bucket().delete(id);
  } catch (error) {
    if (!(error instanceof mongo.MongoRuntimeError) || !/File not found/i.test(error.message)) throw error;
  }
}

/** Deletes the variants made of these files (their widths, formats and preview). */
export async function deleteVariants(ids: Types.ObjectId[]): Promise<void> {
  const variants = await mediaFiles()
    .find({ 'metadata.variantOf': { $in: ids } }, { projection: { _id: 1 } })
    .toArray();
  for (const variant of variants) await deleteFile(variant._id as Types.ObjectId);
}

/**
 * Deletes the stored files behind these URLs, with their variants; other URLs and already-missing
 * files are ignored.
 */
export async function deleteMedia(urls: Iterable<string>): Promise<void> {
  const ids = [...urls].map(mediaIdFromUrl).filter((id): id is Types.ObjectId => id !== undefined);
  if (ids.length === 0) return;
  await deleteVariants(ids);
  for (const id of ids) await deleteFile(id);
}

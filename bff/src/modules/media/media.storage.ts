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

function bucket(): mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return new mongo.GridFSBucket(db, { bucketName: BUCKET });
}

export const mediaUrl = (id: Types.ObjectId): string => `/api/media/${id.toHexString()}`;

/** The GridFS id behind a `/api/media/<id>` URL, or undefined for any other text. */
export function mediaIdFromUrl(url: string): Types.ObjectId | undefined {
  const match = MEDIA_URL.exec(url);
  return match?.[1] ? new Types.ObjectId(match[1]) : undefined;
}

/** Streams `source` into GridFS; resolves with the new file's URL. */
export async function storeStream(
  source: Readable,
  { filename, contentType }: { filename: string; contentType: string },
): Promise<string> {
  const upload = bucket().openUploadStream(filename, { metadata: { contentType } });
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

export function storeBuffer(data: Buffer, meta: { filename: string; contentType: string }): Promise<string> {
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

/** Deletes the stored files behind these URLs; other URLs and already-missing files are ignored. */
export async function deleteMedia(urls: Iterable<string>): Promise<void> {
  const ids = [...urls].map(mediaIdFromUrl).filter((id): id is Types.ObjectId => id !== undefined);
  for (const id of ids) {
    try {
      await bucket().delete(id);
    } catch (error) {
      if (!(error instanceof mongo.MongoRuntimeError) || !/File not found/i.test(error.message)) throw error;
    }
  }
}

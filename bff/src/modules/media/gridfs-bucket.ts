import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose, { mongo, Types } from 'mongoose';

export interface StoredFile {
  id: Types.ObjectId;
  length: number;
  contentType: string;
  filename: string;
  uploadDate: Date;
}

/** How a file is stored: its name and type, and what else its GridFS metadata records. */
export interface FileMeta {
  filename: string;
  contentType: string;
  metadata?: Record<string, unknown>;
}

/**
 * A new file id of 12 random bytes. An ObjectId made by the driver is its time, its process and a
 * counter, so anyone shown one id (a newsletter sign-up's) could name the files stored just before it.
 */
export const newFileId = (): Types.ObjectId => new Types.ObjectId(randomBytes(12));

function database(): mongo.Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error('MongoDB is not connected');
  return db;
}

export interface GridFsBucket {
  readonly name: string;
  /** The file documents (name, length, metadata). */
  files(): mongo.Collection<mongo.GridFSFile>;
  /** The chunk documents (`files_id`, `n`, `data`). */
  chunks(): mongo.Collection<mongo.GridFSChunk>;
  /** Streams `source` into a new file (`id`, else a random one); a failed write leaves no chunk behind. */
  store(source: Readable, meta: FileMeta, id?: Types.ObjectId): Promise<Types.ObjectId>;
  find(id: Types.ObjectId): Promise<StoredFile | undefined>;
  /** Reads bytes `start`..`end` inclusive (the whole file without a range). */
  open(id: Types.ObjectId, range?: { start: number; end: number }): Readable;
  /** Reads a whole file (a picture, within its upload limit) into memory. */
  read(id: Types.ObjectId): Promise<Buffer>;
  /** Deletes a file and its chunks; a file already gone is not an error. */
  delete(id: Types.ObjectId): Promise<void>;
}

/** One GridFS bucket, whose new files get random ids (see newFileId). */
export function gridFsBucket(name: string): GridFsBucket {
  const bucket = () => new mongo.GridFSBucket(database(), { bucketName: name });
  const open = (id: Types.ObjectId, range?: { start: number; end: number }) =>
    range
      ? bucket().openDownloadStream(id, { start: range.start, end: range.end + 1 })
      : bucket().openDownloadStream(id);

  return {
    name,
    files: () => database().collection<mongo.GridFSFile>(`${name}.files`),
    chunks: () => database().collection<mongo.GridFSChunk>(`${name}.chunks`),
    async store(source, { filename, contentType, metadata }, id = newFileId()) {
      const upload = bucket().openUploadStreamWithId(id, filename, {
        metadata: { ...metadata, contentType },
      });
      try {
        await pipeline(source, upload);
      } catch (error) {
        await bucket()
          .delete(id)
          .catch(() => undefined);
        throw error;
      }
      return id;
    },
    async find(id) {
      const [file] = await bucket().find({ _id: id }).limit(1).toArray();
      if (!file) return undefined;
      const contentType = (file.metadata?.contentType as string | undefined) ?? 'application/octet-stream';
      return { id, length: file.length, contentType, filename: file.filename, uploadDate: file.uploadDate };
    },
    open,
    async read(id) {
      const chunks: Buffer[] = [];
      for await (const chunk of open(id)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(id) {
      try {
        await bucket().delete(id);
      } catch (error) {
        if (!(error instanceof mongo.MongoRuntimeError) || !/File not found/i.test(error.message))
          throw error;
      }
    },
  };
}

/** Stores bytes already in memory. */
export const storeBytes = (bucket: GridFsBucket, data: Buffer, meta: FileMeta, id?: Types.ObjectId) =>
  bucket.store(Readable.from([data]), meta, id);

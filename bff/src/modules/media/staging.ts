import type { Readable } from 'node:stream';
import type { Types } from 'mongoose';
import { type FileMeta, gridFsBucket } from './gridfs-bucket';

/**
 * Where uploads wait until they are ready to serve: a bucket of its own, which the media route never
 * reads, so no URL reaches an upload with its metadata (a phone's GPS position) still in it.
 */
export const stagedUploads = gridFsBucket('media_staging');

/** Streams an upload into the staging bucket; resolves with its id there. */
export const stage = (source: Readable, meta: FileMeta): Promise<Types.ObjectId> =>
  stagedUploads.store(source, meta);

export const readStaged = (id: Types.ObjectId): Promise<Buffer> => stagedUploads.read(id);

export const discardStaged = (id: Types.ObjectId): Promise<void> => stagedUploads.delete(id);

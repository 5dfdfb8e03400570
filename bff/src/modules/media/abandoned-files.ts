import type { Types } from 'mongoose';
import type { GridFsBucket } from './gridfs-bucket';
import { mediaFiles, servedMedia } from './media.storage';
import { stagedUploads } from './staging';

/** A leftover this old is abandoned: no upload takes that long to arrive and be prepared. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

export interface AbandonedFiles {
  /** Uploads still staged. */
  staged: number;
  /** Files whose chunks were written but never completed (the process died while storing them). */
  unfinished: number;
  /** Variants of a picture whose prepared copy was never stored. */
  variants: number;
}

/** Staged uploads stored before `cutoff`. */
async function deleteStagedBefore(cutoff: Date): Promise<number> {
  const old = await stagedUploads
    .files()
    .find({ uploadDate: { $lt: cutoff } }, { projection: { _id: 1 } })
    .toArray();
  for (const { _id } of old) await stagedUploads.delete(_id as Types.ObjectId);
  return old.length;
}

/** Chunks without a file document whose first chunk was written before `cutoff`. */
async function deleteUnfinishedBefore(bucket: GridFsBucket, cutoff: Date): Promise<number> {
  const [chunked, completed] = await Promise.all([
    bucket.chunks().distinct('files_id'),
    bucket.files().distinct('_id'),
  ]);
  const complete = new Set(completed.map(String));
  let deleted = 0;
  for (const filesId of chunked.filter((id) => !complete.has(String(id)))) {
    // GridFS gives every chunk a driver-made ObjectId, so the first one tells when writing began.
    const first = await bucket
      .chunks()
      .findOne({ files_id: filesId }, { sort: { n: 1 }, projection: { _id: 1 } });
    const startedAt = (first?._id as Types.ObjectId | undefined)?.getTimestamp?.();
    if (!startedAt || startedAt >= cutoff) continue;
    await bucket.chunks().deleteMany({ files_id: filesId });
    deleted += 1;
  }
  return deleted;
}

/** Variants stored before `cutoff` of pictures that do not exist. */
async function deleteOrphanVariantsBefore(cutoff: Date): Promise<number> {
  const pictures: Types.ObjectId[] = await mediaFiles().distinct('metadata.variantOf', {
    uploadDate: { $lt: cutoff },
  });
  const existing = new Set(
    (await mediaFiles().distinct('_id', { _id: { $in: pictures } })).map((id: Types.ObjectId) => String(id)),
  );
  const missing = pictures.filter((id) => !existing.has(String(id)));
  if (missing.length === 0) return 0;
  const variants = await mediaFiles()
    .find({ 'metadata.variantOf': { $in: missing } }, { projection: { _id: 1 } })
    .toArray();
  for (const { _id } of variants) await servedMedia.delete(_id as Types.ObjectId);
  return variants.length;
}

/**
 * Deletes what a process that died while receiving or preparing an upload left behind, once it is
 * ABANDONED_AFTER_MS old: with several instances, a younger one may still be in another's hands.
 */
export async function deleteAbandonedFiles(now = new Date()): Promise<AbandonedFiles> {
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const staged = await deleteStagedBefore(cutoff);
  let unfinished = 0;
  for (const bucket of [stagedUploads, servedMedia])
    unfinished += await deleteUnfinishedBefore(bucket, cutoff);
  const variants = await deleteOrphanVariantsBefore(cutoff);
  return { staged, unfinished, variants };
}

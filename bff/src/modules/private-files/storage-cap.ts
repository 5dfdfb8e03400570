import { StorageFull } from '../../errors';
import type { Logger } from '../../logger';
import type { GridFsBucket } from '../media/gridfs-bucket';

/** The bytes of every file a bucket keeps. */
export async function bytesStored(bucket: GridFsBucket): Promise<number> {
  const [stored] = await bucket
    .files()
    .aggregate<{ bytes: number }>([{ $group: { _id: null, bytes: { $sum: '$length' } } }])
    .toArray();
  return stored?.bytes ?? 0;
}

/**
 * Refuses (507, with `refusal`) a file of `bytes` more when the bucket would pass `maxBytes`, and
 * logs it for the operator's host (`setting` names what raises the cap).
 */
export async function makeRoom(
  bucket: GridFsBucket,
  { maxBytes, bytes }: { maxBytes: number; bytes: number },
  { logger, refusal, setting }: { logger: Logger; refusal: string; setting: string },
): Promise<void> {
  const used = await bytesStored(bucket);
  if (used + bytes <= maxBytes) return;
  logger.error(
    { used, maxBytes, bucket: bucket.name },
    `a file was refused: ${bucket.name} fills its storage (${setting})`,
  );
  throw new StorageFull(refusal);
}

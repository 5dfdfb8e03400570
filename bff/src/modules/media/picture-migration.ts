import type { Types } from 'mongoose';
import type { Logger } from '../../logger';
import { findFile, mediaFiles } from './media.storage';
import { IMAGE_TYPES } from './media-type';
import { addVariants } from './picture-store';

export interface Migration {
  /** Resolves once every picture is prepared, or the migration was stopped. */
  done: Promise<void>;
  /** Stops after the picture in hand. */
  stop(): Promise<void>;
}

/** Stored pictures without details: uploaded before variants existed, or interrupted while being prepared. */
const unprepared = () =>
  mediaFiles()
    .find(
      {
        'metadata.contentType': { $in: IMAGE_TYPES },
        'metadata.variantOf': { $exists: false },
        'metadata.picture': { $exists: false },
        'metadata.unpreparable': { $exists: false },
      },
      { projection: { _id: 1 } },
    )
    .toArray();

/**
 * Gives every stored picture its widths and preview, one at a time, in the background. Idempotent and
 * resumable: a picture counts as prepared only once its details are recorded, after its variants.
 */
export function startPictureMigration(logger: Logger): Migration {
  let stopped = false;
  const done = (async () => {
    const pending = await unprepared();
    if (pending.length > 0)
      logger.info({ pictures: pending.length }, 'preparing the widths of stored pictures');
    let prepared = 0;
    for (const { _id } of pending) {
      if (stopped) return;
      const file = await findFile(_id as Types.ObjectId);
      if (!file) continue;
      try {
        await addVariants(file);
        prepared += 1;
      } catch (error) {
        logger.warn({ err: error, file: file.id.toHexString() }, 'a stored picture could not be prepared');
        await mediaFiles().updateOne({ _id: file.id }, { $set: { 'metadata.unpreparable': String(error) } });
      }
    }
    if (pending.length > 0) logger.info({ prepared }, 'stored pictures prepared');
  })().catch((error: unknown) => {
    if (!stopped) logger.error({ err: error }, 'preparing stored pictures stopped');
  });
  return {
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

import type { Types } from 'mongoose';
import { Busy } from '../../errors';
import type { Logger } from '../../logger';
import { findFile, mediaFiles } from './media.storage';
import { IMAGE_TYPES } from './media-type';
import { addVariants } from './picture-store';

export interface Migration {
  /** Resolves once every picture is prepared, or the migration was stopped. */
  done: Promise<void>;
  /** Stops at once: the picture in hand is given up, and prepared again at the next start. */
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
  const stopping = new AbortController();
  const done = (async () => {
    const pending = await unprepared();
    if (pending.length > 0)
      logger.info({ pictures: pending.length }, 'preparing the widths of stored pictures');
    let prepared = 0;
    for (const [index, { _id }] of pending.entries()) {
      const file = await findFile(_id as Types.ObjectId);
      if (!file) continue;
      try {
        await addVariants(file, stopping.signal);
        prepared += 1;
      } catch (error) {
        // Stopping, or too busy: not the picture's fault, so it is left for the next start.
        if (stopping.signal.aborted || error instanceof Busy) {
          logger.info({ prepared, left: pending.length - index }, 'stored pictures left for the next start');
          return;
        }
        logger.warn({ err: error, file: file.id.toHexString() }, 'a stored picture could not be prepared');
        await mediaFiles().updateOne({ _id: file.id }, { $set: { 'metadata.unpreparable': String(error) } });
      }
    }
    if (pending.length > 0) logger.info({ prepared }, 'stored pictures prepared');
  })().catch((error: unknown) => {
    if (!stopping.signal.aborted) logger.error({ err: error }, 'preparing stored pictures stopped');
  });
  return {
    done,
    async stop() {
      stopping.abort(new Error('the picture migration was stopped'));
      await done;
    },
  };
}

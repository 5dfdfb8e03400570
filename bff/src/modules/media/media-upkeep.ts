import type { Logger } from '../../logger';
import { deleteAbandonedFiles } from './abandoned-files';
import { startPictureMigration } from './picture-migration';
import { stopEncoding } from './picture-queue';

/** How often abandoned uploads are looked for (see deleteAbandonedFiles). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface MediaUpkeep {
  /**
   * Stops at once: no more sweeps, the migration's picture in hand is left for the next start, and
   * every upload waiting or being prepared is given up (its request answers 503, to send again).
   */
  stop(): Promise<void>;
}

/** The media work of a running BFF besides its requests: the picture migration, and sweeping abandoned uploads. */
export function startMediaUpkeep(logger: Logger): MediaUpkeep {
  const sweep = () =>
    deleteAbandonedFiles().then(
      (deleted) => {
        if (Object.values(deleted).some((count) => count > 0))
          logger.info(deleted, 'deleted abandoned uploads');
      },
      (error: unknown) => logger.warn({ err: error }, 'looking for abandoned uploads failed'),
    );
  let sweeping = sweep();
  const timer = setInterval(() => {
    sweeping = sweep();
  }, SWEEP_EVERY_MS);
  timer.unref();
  const migration = startPictureMigration(logger);

  return {
    async stop() {
      clearInterval(timer);
      stopEncoding();
      await Promise.all([migration.stop(), sweeping]);
    },
  };
}

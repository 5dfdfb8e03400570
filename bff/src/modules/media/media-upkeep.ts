import type { Logger } from '../../logger';
import { deleteAbandonedFiles } from './abandoned-files';
import { startPictureMigration } from './picture-migration';
import { stopEncoding } from './picture-queue';

/** How often abandoned uploads are looked for (see deleteAbandonedFiles). */
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** How long a stopping process lets the uploads in hand be prepared before giving them up. */
const UPLOADS_STOP_GRACE_MS = 2000;

export interface MediaUpkeep {
  /**
   * Stops within seconds: no more sweeps, the migration's picture in hand is left for the next start,
   * and the uploads waiting or being prepared get UPLOADS_STOP_GRACE_MS before they are given up
   * (their requests answer 503, to send again).
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
      await Promise.all([migration.stop(), stopEncoding(UPLOADS_STOP_GRACE_MS), sweeping]);
    },
  };
}

import { ENDED_STATUSES, PAYMENT_MESSAGES } from '@safa/contract';
import { trusted } from 'mongoose';
import type { ProofStorage } from '../../config';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { BookingModel } from '../bookings/booking.model';
import type { LeanBooking } from '../bookings/booking-answers';
import type { BookingLife } from '../bookings/booking-life';
import { bytesStored, makeRoom } from '../private-files/storage-cap';
import { proofFiles } from './proof-files';

/** The bytes of every transfer proof kept. */
export const proofBytesStored = (): Promise<number> => bytesStored(proofFiles);

/** Refuses (507) a proof of `bytes` more when proofs would pass their cap. */
export const makeRoomForProof = ({ maxBytes }: ProofStorage, bytes: number, logger: Logger): Promise<void> =>
  makeRoom(
    proofFiles,
    { maxBytes, bytes },
    { logger, refusal: PAYMENT_MESSAGES.proofStorageFull, setting: 'PROOF_STORAGE_MAX_MB' },
  );

/** When a booking last ended (cancelled or expired), from its history. */
const endedAt = (booking: Pick<LeanBooking, 'history'>) =>
  booking.history.findLast((entry) => entry.event === 'cancelled' || entry.event === 'expired')?.at;

export interface ProofRetention {
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Deletes the files of the transfer proofs of bookings that ended (cancelled or expired) longer ago
 * than `retentionMs` (the privacy notice says how long), then lists them as removed: a file first,
 * so that a stop in between deletes it again (nothing) and lists it next time.
 */
export function startProofRetention(
  life: BookingLife,
  {
    retentionMs,
    logger,
    pollMs = 6 * 60 * 60 * 1000,
  }: { retentionMs: number; logger: Logger; pollMs?: number },
): ProofRetention {
  async function runOnce(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - retentionMs);
    const ended = await BookingModel.find({
      status: trusted({ $in: ENDED_STATUSES }),
      proofs: trusted({ $elemMatch: { removedAt: { $exists: false } } }),
    })
      .select('history proofs')
      .lean<Array<Pick<LeanBooking, '_id' | 'history' | 'proofs'>>>();
    let removed = 0;
    for (const booking of ended) {
      const at = endedAt(booking);
      if (!at || at > cutoff) continue;
      const kept = booking.proofs.filter((proof) => !proof.removedAt).map((proof) => proof.id);
      for (const id of kept) await proofFiles.delete(id);
      await life.noteProofsRemoved(booking._id, kept, now);
      removed += kept.length;
    }
    if (removed > 0) logger.info({ removed }, 'transfer proofs of bookings that ended long ago deleted');
    return removed;
  }

  const loop = pollEvery(
    pollMs,
    async () => void (await runOnce()),
    (error) => logger.error({ err: error }, 'old transfer proofs could not be deleted'),
  );
  return { runOnce, stop: () => loop.stop() };
}

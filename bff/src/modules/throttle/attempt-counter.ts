import { trusted } from 'mongoose';
import type { WindowLimit } from '../../config';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import { AttemptCounterModel } from './attempt-counter.model';

/** Milliseconds since the epoch; tests pass their own to move time forward. */
export type Clock = () => number;

export interface Verdict {
  allowed: boolean;
  /** Seconds until the window passes (for `Retry-After`). */
  retryAfterSeconds: number;
}

export interface AttemptCounter {
  /** Counts one attempt under `key`; allowed while the window holds at most `max` attempts. */
  hit(key: string): Promise<Verdict>;
  /** Forgets the attempts under these keys. */
  clear(keys: readonly string[]): Promise<void>;
}

/**
 * Fixed-window counters in MongoDB. Each hit is one atomic findAndModify (an update pipeline that
 * starts a new window once the old one has passed), so parallel attempts each see their own count,
 * whatever the number of BFF instances.
 */
export function createAttemptCounter(limit: WindowLimit, clock: Clock = Date.now): AttemptCounter {
  return {
    async hit(key) {
      const now = clock();
      const windowOpen = { $gt: ['$expiresAt', new Date(now)] };
      const countAttempt = () =>
        AttemptCounterModel.findOneAndUpdate(
          { _id: key },
          [
            {
              $set: {
                count: { $cond: [windowOpen, { $add: ['$count', 1] }, 1] },
                expiresAt: { $cond: [windowOpen, '$expiresAt', new Date(now + limit.windowMs)] },
              },
            },
          ],
          { upsert: true, returnDocument: 'after', updatePipeline: true },
        ).lean();
      // Two first attempts under one key may both try to insert it; the loser counts again as an
      // update (MongoDB 4.2+ usually retries this itself for an _id match).
      const counter = await countAttempt().catch((error: unknown) => {
        if (isDuplicateKeyError(error)) return countAttempt();
        throw error;
      });
      if (!counter) throw new Error('the attempt counter upsert returned no document');
      return {
        allowed: counter.count <= limit.max,
        retryAfterSeconds: Math.max(1, Math.ceil((counter.expiresAt.getTime() - now) / 1000)),
      };
    },
    async clear(keys) {
      // sanitizeFilter wraps every operator in $eq unless it is marked as ours.
      await AttemptCounterModel.deleteMany({ _id: trusted({ $in: [...keys] }) });
    },
  };
}

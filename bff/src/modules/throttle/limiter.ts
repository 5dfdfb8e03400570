import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import type { WindowLimit } from '../../config';
import { RateLimitModel } from './rate-limit.model';

export interface Verdict {
  allowed: boolean;
  /** Attempts under the key in the current window, this one included. */
  count: number;
  /** Seconds until the window passes (for `Retry-After`). */
  retryAfterSeconds: number;
}

/** At most `max` attempts per key in a fixed window, counted in MongoDB for every BFF instance. */
export interface Limiter {
  /** Counts `points` (one attempt by default) under `key`; allowed while the window holds at most `max`. */
  hit(key: string, points?: number): Promise<Verdict>;
  /** Takes back `points` counted by `hit`. */
  refund(key: string, points?: number): Promise<void>;
  /** Forgets the attempts under `key`. */
  clear(key: string): Promise<void>;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Keys are hashed, so the collection holds no addresses, usernames, e-mails or phone numbers. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/** rate-limiter-flexible's MongoDB store on mongoose's connection; the indexes are the model's. */
function store(name: string, points: number, durationSeconds: number): RateLimiterMongo {
  return new RateLimiterMongo({
    storeClient: mongoose.connection,
    tableName: RateLimitModel.collection.collectionName,
    disableIndexesCreation: true,
    keyPrefix: name,
    points,
    duration: durationSeconds,
  });
}

/** A limiter named `name` (each name counts on its own). Each hit is one atomic findAndModify. */
export function createLimiter(name: string, limit: WindowLimit): Limiter {
  const limiter = store(name, limit.max, Math.ceil(limit.windowMs / 1000));
  return {
    async hit(key, points = 1) {
      // `penalty` counts like `consume` but resolves past the limit too: the verdict is ours to give.
      const result = await limiter.penalty(hashed(key), points);
      return {
        allowed: result.consumedPoints <= limit.max,
        count: result.consumedPoints,
        retryAfterSeconds: toSeconds(result.msBeforeNext),
      };
    },
    async refund(key, points = 1) {
      await limiter.reward(hashed(key), points);
    },
    async clear(key) {
      await limiter.delete(hashed(key));
    },
  };
}

import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { WindowLimit } from '../../config';

export interface Verdict {
  allowed: boolean;
  /** Attempts under the key in the current window, this one included. */
  count: number;
  /** Seconds until the window passes (for `Retry-After`). */
  retryAfterSeconds: number;
}

/** At most `max` attempts per key in a fixed window. */
export interface Limiter {
  /** Counts `points` (one attempt by default) under `key`; allowed while the window holds at most `max`. */
  hit(key: string, points?: number): Promise<Verdict>;
  /** Takes back `points` counted by `hit`. */
  refund(key: string, points?: number): Promise<void>;
  /** Forgets the attempts under `key`. */
  clear(key: string): Promise<void>;
}

/** The limiter named `name` (each name counts on its own) holding to `limit`. */
export type LimiterFactory = (name: string, limit: WindowLimit) => Limiter;

/** What of a rate-limiter-flexible store a limiter uses. */
export type LimiterStore = Pick<RateLimiterAbstract, 'penalty' | 'reward' | 'delete'>;

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Keys are hashed, so the store holds no addresses, usernames, e-mails or phone numbers. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A limiter allowing `max` attempts per key, counted in `store` (whose window it keeps). */
export function windowLimiter(store: LimiterStore, max: number): Limiter {
  return {
    async hit(key, points = 1) {
      // `penalty` counts like `consume` but resolves past the limit too: the verdict is ours to give.
      const result = await store.penalty(hashed(key), points);
      return {
        allowed: result.consumedPoints <= max,
        count: result.consumedPoints,
        retryAfterSeconds: toSeconds(result.msBeforeNext),
      };
    },
    async refund(key, points = 1) {
      await store.reward(hashed(key), points);
    },
    async clear(key) {
      await store.delete(hashed(key));
    },
  };
}

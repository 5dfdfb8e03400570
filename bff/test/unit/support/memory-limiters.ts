import { RateLimiterMemory } from 'rate-limiter-flexible';
import {
  type Limiter,
  type LimiterFactory,
  windowLimiter,
} from '../../../src/modules/throttle/window-limiter';

/**
 * Limiters as the app makes them (throttle/limiter.ts), counted in this process's memory instead of
 * MongoDB. As there, limiters of one name share their counts, and each name counts on its own.
 */
export function memoryLimiters(): LimiterFactory {
  const byName = new Map<string, Limiter>();
  return (name, limit) => {
    const limiter =
      byName.get(name) ??
      windowLimiter(
        new RateLimiterMemory({ points: limit.max, duration: Math.ceil(limit.windowMs / 1000) }),
        limit.max,
      );
    byName.set(name, limiter);
    return limiter;
  };
}

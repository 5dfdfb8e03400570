import type { Middleware } from 'koa';
import type { AttemptCounter } from '../modules/throttle/attempt-counter';
import type { AppState } from './context';
import { tooManyRequests } from './errors';

/** Refuses a call with 429 and `Retry-After` once its client address has used up `counter`'s window. */
export function rateLimitByAddress(counter: AttemptCounter, name: string): Middleware<AppState> {
  return async (ctx, next) => {
    const verdict = await counter.hit(`${name}:address:${ctx.ip}`);
    if (!verdict.allowed) {
      throw tooManyRequests(verdict.retryAfterSeconds, 'Too many requests. Please try again later.');
    }
    await next();
  };
}

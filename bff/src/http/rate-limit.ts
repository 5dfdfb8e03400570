import type { Middleware } from 'koa';
import type { WindowLimit } from '../config';
import { RateLimited } from '../errors';
import type { LimiterFactory } from '../modules/throttle/window-limiter';
import { limitKeyOfAddress } from '../network/addresses';
import type { AppState } from './context';

const TOO_MANY_MESSAGE = 'Too many requests. Please try again later.';

/**
 * The limit of one public POST call per client address, checked before the body is even read;
 * generous, since many visitors may share one address. What a form says of its sender (an e-mail
 * address, a phone number) never refuses it: anyone can write anyone's (see messages/sender.ts).
 */
export function publicPostLimit(
  call: string,
  limit: WindowLimit,
  limiterNamed: LimiterFactory,
): Middleware<AppState> {
  const byAddress = limiterNamed(`${call}-address`, limit);
  return async (ctx, next) => {
    const verdict = await byAddress.hit(limitKeyOfAddress(ctx.ip));
    if (!verdict.allowed) throw new RateLimited(TOO_MANY_MESSAGE, verdict.retryAfterSeconds);
    await next();
  };
}

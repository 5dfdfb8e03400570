import type { Middleware } from 'koa';
import type { Config } from '../config';
import { RateLimited } from '../errors';
import { createLimiter } from '../modules/throttle/limiter';
import { limitKeyOfAddress } from './client-address';
import type { AppState } from './context';

const TOO_MANY_MESSAGE = 'Too many requests. Please try again later.';

/** Who a public form says is sending it. */
export interface Sender {
  email: string;
  phone?: string;
}

/**
 * The limits of one public POST call. Per client address (before the body is even read), generous since
 * many visitors may share one address; and per e-mail address and phone number given, which a flood
 * from behind such an address must vary too.
 */
export interface PublicPostLimit {
  perAddress: Middleware<AppState>;
  /** Counts the call for the sender's e-mail and phone; 429 with `Retry-After` when either is used up. */
  perSender(sender: Sender): Promise<void>;
}

/**
 * The same number written differently counts once: digits only, the last ten (a Nigerian number is
 * `0803…` at home and `+234 803…` abroad).
 */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

export function createPublicPostLimit(
  call: string,
  limits: Pick<Config['limits'], 'publicPosts' | 'publicPostsPerSender'>,
): PublicPostLimit {
  const byAddress = createLimiter(`${call}-address`, limits.publicPosts);
  const bySender = createLimiter(`${call}-sender`, limits.publicPostsPerSender);
  return {
    perAddress: async (ctx, next) => {
      const verdict = await byAddress.hit(limitKeyOfAddress(ctx.ip));
      if (!verdict.allowed) throw new RateLimited(TOO_MANY_MESSAGE, verdict.retryAfterSeconds);
      await next();
    },
    async perSender({ email, phone }) {
      const keys = [`email:${email.trim().toLowerCase()}`];
      if (phone !== undefined) keys.push(`phone:${phoneKey(phone)}`);
      const verdicts = await Promise.all(keys.map((key) => bySender.hit(key)));
      const refused = verdicts.filter((verdict) => !verdict.allowed);
      if (refused.length > 0) {
        throw new RateLimited(
          TOO_MANY_MESSAGE,
          Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)),
        );
      }
    },
  };
}

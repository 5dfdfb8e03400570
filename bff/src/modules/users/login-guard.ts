import type { WindowLimit } from '../../config';
import { RateLimited } from '../../errors';
import { limitKeyOfAddress } from '../../network/addresses';
import type { LimiterFactory } from '../throttle/window-limiter';

const LOGIN_LOCKED_MESSAGE = 'Too many failed logins. Please try again later.';

/**
 * A login attempt admitted to the password check, already counted as a failure; the caller reports
 * a success (which clears the count) or a check that did not happen.
 */
export interface AdmittedLogin {
  succeeded(): Promise<void>;
  /** The password was not checked after all (the server was too busy): the attempt does not count. */
  withdrawn(): Promise<void>;
}

export interface LoginGuard {
  /** Counts the attempt, or refuses it with 429 and `Retry-After`. */
  admit(username: string, address: string): Promise<AdmittedLogin>;
}

/**
 * Brute-force protection that an attacker cannot turn against the operator. An address is judged by
 * its own attempts only:
 * - per client address, `limit` attempts (any usernames) per window, then 429 until it passes;
 * - per username and address, the same.
 * Nothing counted for a username across addresses refuses anyone: the right password from an address
 * within its own limits gets in, whatever other addresses do. A guess spread over many addresses is
 * held back by these per-address windows, the one-at-a-time password check (see login.service.ts) and
 * the strength production demands of the password (see bff/README.md, Admin account).
 * Every attempt takes its place in both windows before the password check, so of many parallel
 * attempts only `limit.max` reach it. A success clears both for the username and address. The
 * windows are counted by the limiters `limiterNamed` makes (in MongoDB, see throttle/limiter.ts).
 */
export function createLoginGuard(limit: WindowLimit, limiterNamed: LimiterFactory): LoginGuard {
  const byAddress = limiterNamed('login-address', limit);
  const byUsernameAtAddress = limiterNamed('login-username-address', limit);

  return {
    async admit(username, address) {
      const from = limitKeyOfAddress(address);
      const pair = `${username.toLowerCase()}\n${from}`;

      const atAddress = await byAddress.hit(from);
      if (!atAddress.allowed) throw new RateLimited(LOGIN_LOCKED_MESSAGE, atAddress.retryAfterSeconds);
      const atPair = await byUsernameAtAddress.hit(pair);
      if (!atPair.allowed) throw new RateLimited(LOGIN_LOCKED_MESSAGE, atPair.retryAfterSeconds);

      return {
        async succeeded() {
          await Promise.all([byAddress.clear(from), byUsernameAtAddress.clear(pair)]);
        },
        async withdrawn() {
          await Promise.all([byAddress.refund(from), byUsernameAtAddress.refund(pair)]);
        },
      };
    },
  };
}

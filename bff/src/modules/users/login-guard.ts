import type { WindowLimit } from '../../config';
import { RateLimited } from '../../errors';
import { limitKeyOfAddress } from '../../http/client-address';
import { createCooldown, createLimiter } from '../throttle/limiter';

const LOGIN_LOCKED_MESSAGE = 'Too many failed logins. Please try again later.';

/** Failures of one username, from all addresses together, before addresses that failed must wait. */
const FREE_FAILURES_PER_USERNAME = 5;
/** How long the failures of a username are remembered (a success forgets them at once). */
const USERNAME_MEMORY_MS = 24 * 60 * 60 * 1000;
const LONGEST_WAIT_SECONDS = 15 * 60;

/**
 * The wait after a username's `failures`-th failure: none for the first five, then 1 s, doubling with
 * each failure up to 15 minutes.
 */
export function usernameWaitSeconds(failures: number): number {
  const beyond = failures - FREE_FAILURES_PER_USERNAME;
  return beyond <= 0 ? 0 : Math.min(LONGEST_WAIT_SECONDS, 2 ** (beyond - 1));
}

/** A login attempt admitted to the password check; the caller reports how it ended. */
export interface AdmittedLogin {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
  /** The password was not checked after all (the server was too busy): the attempt does not count. */
  withdrawn(): Promise<void>;
}

export interface LoginGuard {
  /** Counts the attempt, or refuses it with 429 and `Retry-After`. */
  admit(username: string, address: string): Promise<AdmittedLogin>;
}

/**
 * Brute-force protection that an attacker cannot turn against the operator:
 * - per client address, `limit` failed attempts (any usernames) per window, then 429 until it passes;
 * - per username and address, the same;
 * - per username across all addresses, a wait that grows with every failure beyond the first five
 *   (`usernameWaitSeconds`), imposed only on addresses that have already tried that username in the
 *   window. An address that has not is never refused because of others' failures, so the operator,
 *   from an address of their own, gets in with the right password whatever a botnet does.
 * Every attempt takes its place in the address and username-address windows before the password check,
 * so of many parallel attempts only `limit.max` reach it. A success clears all of this for the username
 * and address.
 */
export function createLoginGuard(limit: WindowLimit): LoginGuard {
  const byAddress = createLimiter('login-address', limit);
  const byUsernameAtAddress = createLimiter('login-username-address', limit);
  const usernameFailures = createLimiter('login-username-failures', {
    max: FREE_FAILURES_PER_USERNAME,
    windowMs: USERNAME_MEMORY_MS,
  });
  const usernameWait = createCooldown('login-username-wait');

  return {
    async admit(username, address) {
      const user = username.toLowerCase();
      const from = limitKeyOfAddress(address);
      const pair = `${user}\n${from}`;

      const atAddress = await byAddress.hit(from);
      if (!atAddress.allowed) throw new RateLimited(LOGIN_LOCKED_MESSAGE, atAddress.retryAfterSeconds);
      const atPair = await byUsernameAtAddress.hit(pair);
      if (!atPair.allowed) throw new RateLimited(LOGIN_LOCKED_MESSAGE, atPair.retryAfterSeconds);
      const triedBefore = atPair.count > 1;
      if (triedBefore) {
        const wait = await usernameWait.secondsLeft(user);
        if (wait > 0) throw new RateLimited(LOGIN_LOCKED_MESSAGE, wait);
      }

      return {
        async succeeded() {
          await Promise.all([
            byAddress.clear(from),
            byUsernameAtAddress.clear(pair),
            usernameFailures.clear(user),
            usernameWait.clear(user),
          ]);
        },
        async failed() {
          const wait = usernameWaitSeconds((await usernameFailures.hit(user)).count);
          if (wait > 0) await usernameWait.start(user, wait);
        },
        async withdrawn() {
          await Promise.all([byAddress.refund(from), byUsernameAtAddress.refund(pair)]);
        },
      };
    },
  };
}

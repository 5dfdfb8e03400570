import type { LoginRequest } from '@safa/shared-ui/contract';
import { tooManyRequests, unauthorized } from '../../http/errors';
import type { AttemptCounter } from '../throttle/attempt-counter';
import { AdminUserModel } from './admin-user.model';
import { decoy, verifyPassword } from './password';
import type { IssuedToken, TokenService } from './token-service';

/** One message for every failure, so an answer never tells whether the username exists. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';
const LOGIN_LOCKED_MESSAGE = 'Too many failed logins. Please try again later.';

export interface LoginAttempt {
  credentials: Required<LoginRequest>;
  /** The client's address, counted as well as the username. */
  address: string;
}

/**
 * Checks a login. Every attempt first takes a place in the username's window, then in the address's
 * (in that order, so with 5 places exactly 5 of any number of parallel attempts reach the password
 * check); once a window is full the answer is 429 until it passes. A success frees both windows.
 */
export function createLoginService(tokens: TokenService, attempts: AttemptCounter) {
  return async function logIn({ credentials, address }: LoginAttempt): Promise<IssuedToken> {
    const keys = [`login:user:${credentials.username.toLowerCase()}`, `login:address:${address}`];
    for (const key of keys) {
      const verdict = await attempts.hit(key);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, LOGIN_LOCKED_MESSAGE);
    }
    const user = await AdminUserModel.findOne({ username: credentials.username }).lean();
    const valid = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoy()));
    if (!user || !valid) throw unauthorized(LOGIN_FAILED_MESSAGE);
    await attempts.clear(keys);
    return tokens.issue(user.username);
  };
}

export type LogIn = ReturnType<typeof createLoginService>;

import type { LoginRequest } from '@safa/contract';
import { Busy, Unauthenticated } from '../../errors';
import { createBoundedQueue, QueueFullError } from '../throttle/bounded-queue';
import { AdminUserModel } from './admin-user.model';
import type { LoginGuard } from './login-guard';
import { decoy, verifyPassword } from './password';
import type { SecondFactorService } from './second-factor';
import type { SessionService } from './session-service';
import type { IssuedToken } from './token-service';

/** One message for every failure, so an answer never tells whether the username exists. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';

/**
 * A password check takes 128 MiB and about half a second of a core (scrypt, see password.ts): one runs
 * at a time, leaving the other core to every other request, and a few more wait their turn (about 4 s
 * at most). Further logins are answered 503 with `Retry-After` at once.
 */
export const PASSWORD_CHECKS = { concurrency: 1, maxWaiting: 7, retryAfterSeconds: 5 } as const;

const busy = () =>
  new Busy('Too many logins at once. Please try again in a moment.', PASSWORD_CHECKS.retryAfterSeconds);

export interface LoginAttempt {
  credentials: LoginRequest;
  /** The client's address, counted by the login guard. */
  address: string;
}

/**
 * Checks a login: the guard admits it (or answers 429), then the password is checked in its turn, then
 * the second factor; a wrong code counts as a wrong password does.
 */
export function createLoginService(
  sessions: SessionService,
  guard: LoginGuard,
  secondFactor: Pick<SecondFactorService, 'checkLogin'>,
) {
  const passwordChecks = createBoundedQueue(PASSWORD_CHECKS);
  return async function logIn({ credentials, address }: LoginAttempt): Promise<IssuedToken> {
    const attempt = await guard.admit(credentials.username, address);
    const user = await AdminUserModel.findOne({ username: credentials.username }).lean();
    let valid: boolean;
    try {
      valid = await passwordChecks.run(async () =>
        verifyPassword(credentials.password, user?.passwordHash ?? (await decoy())),
      );
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      await attempt.withdrawn();
      throw busy();
    }
    if (!user || !valid) {
      throw new Unauthenticated(LOGIN_FAILED_MESSAGE);
    }
    await secondFactor.checkLogin(user, credentials.code);
    await attempt.succeeded();
    return sessions.start(user.username);
  };
}

export type LogIn = ReturnType<typeof createLoginService>;

import { randomUUID } from 'node:crypto';
import { ADMIN_IDLE_TIMEOUT_MS } from '@safa/contract';
import { trusted } from 'mongoose';
import { AdminSessionModel } from './admin-session.model';
import { AdminUserModel } from './admin-user.model';
import type { IssuedToken, TokenService } from './token-service';

/** Why a token was refused; the client only ever hears "log in again". */
export class SessionRefused extends Error {
  override readonly name = 'SessionRefused';
}

export interface LiveSession {
  username: string;
  sessionId: string;
}

export interface SessionService {
  /** Opens a session for an admin who has just proved the password, and issues its token. */
  start(username: string): Promise<IssuedToken>;
  /**
   * Accepts a token only if its signature and claims hold, its subject is the admin account at the
   * account's current session version, and its session is open and was used within the idle timeout;
   * each accepted use restarts that timeout.
   */
  authenticate(token: string): Promise<LiveSession>;
  /** Ends one session (logout). */
  end(sessionId: string): Promise<void>;
  /** Ends every session of the account but one (the second factor was just turned on there). */
  endOthers(username: string, keptSessionId: string): Promise<void>;
}

export function createSessionService(
  tokens: TokenService,
  idleTimeoutMs = ADMIN_IDLE_TIMEOUT_MS,
): SessionService {
  return {
    async start(username) {
      const account = await AdminUserModel.findOne({ username }, { sessionVersion: 1 }).lean();
      if (!account) throw new SessionRefused('no such admin');
      const sessionId = randomUUID();
      const issued = await tokens.issue({ username, sessionId, sessionVersion: account.sessionVersion });
      await AdminSessionModel.create({
        _id: sessionId,
        username,
        lastSeenAt: new Date(),
        expiresAt: issued.expiresAt,
      });
      return issued;
    },

    async authenticate(token) {
      const claims = await tokens.verify(token).catch((error: unknown) => {
        throw new SessionRefused('invalid token', { cause: error });
      });
      const account = await AdminUserModel.findOne(
        { username: claims.username },
        { sessionVersion: 1 },
      ).lean();
      if (account?.sessionVersion !== claims.sessionVersion) throw new SessionRefused('stale account');
      const now = Date.now();
      const session = await AdminSessionModel.findOneAndUpdate(
        {
          _id: claims.sessionId,
          username: claims.username,
          // sanitizeFilter turns operators into values unless they are marked as ours.
          lastSeenAt: trusted({ $gt: new Date(now - idleTimeoutMs) }),
          expiresAt: trusted({ $gt: new Date(now) }),
        },
        { $set: { lastSeenAt: new Date(now) } },
      ).lean();
      if (!session) throw new SessionRefused('session ended');
      return { username: claims.username, sessionId: claims.sessionId };
    },

    async end(sessionId) {
      await AdminSessionModel.deleteOne({ _id: sessionId });
    },

    async endOthers(username, keptSessionId) {
      await AdminSessionModel.deleteMany({ username, _id: trusted({ $ne: keptSessionId }) });
    },
  };
}

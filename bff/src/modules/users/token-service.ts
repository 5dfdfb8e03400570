import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenSettings {
  secret: string | undefined;
  ttlSeconds: number;
  issuer: string;
  audience: string;
}

/** What a token says: whose session it is, which one, and the account's session version then. */
export interface SessionClaims {
  username: string;
  sessionId: string;
  sessionVersion: number;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenService {
  issue(claims: SessionClaims): Promise<IssuedToken>;
  /** Resolves with the claims, or rejects for a missing, malformed, tampered, expired or foreign token. */
  verify(token: string): Promise<SessionClaims>;
}

/** HS256 JWTs with the algorithm pinned, issuer, audience, absolute expiry, session id and version. */
export function createTokenService(settings: TokenSettings): TokenService {
  // Without a configured secret (development only, enforced by config) tokens last until restart.
  const key = settings.secret ? new TextEncoder().encode(settings.secret) : randomBytes(32);
  return {
    async issue({ username, sessionId, sessionVersion }) {
      const issuedAt = Date.now();
      const expiresAt = new Date(issuedAt + settings.ttlSeconds * 1000);
      const token = await new SignJWT({ ver: sessionVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(username)
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(sessionId)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: settings.issuer,
        audience: settings.audience,
        requiredClaims: ['exp', 'sub', 'jti', 'ver'],
      });
      const { sub, jti, ver } = payload;
      if (!sub || !jti || typeof ver !== 'number' || !Number.isInteger(ver)) {
        throw new Error('token lacks its session claims');
      }
      return { username: sub, sessionId: jti, sessionVersion: ver };
    },
  };
}

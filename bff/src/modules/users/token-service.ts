import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';

export interface TokenSettings {
  secret: string | undefined;
  ttlSeconds: number;
  issuer: string;
  audience: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface TokenService {
  issue(username: string): Promise<IssuedToken>;
  /** Resolves with the username, or rejects for a missing, malformed, tampered, expired or foreign token. */
  verify(token: string): Promise<string>;
}

/** HS256 JWTs with the algorithm pinned, issuer, audience, absolute expiry and a unique id per login. */
export function createTokenService(settings: TokenSettings): TokenService {
  // Without a configured secret (development only, enforced by config) tokens last until restart.
  const key = settings.secret ? new TextEncoder().encode(settings.secret) : randomBytes(32);
  return {
    async issue(username) {
      const expiresAt = new Date(Date.now() + settings.ttlSeconds * 1000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(username)
        .setIssuer(settings.issuer)
        .setAudience(settings.audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: settings.issuer,
        audience: settings.audience,
        requiredClaims: ['exp', 'sub'],
      });
      if (!payload.sub) throw new Error('token has no subject');
      return payload.sub;
    },
  };
}

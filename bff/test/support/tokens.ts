import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { TEST_JWT } from './test-app';

interface TokenClaims {
  secret?: string;
  subject?: string;
  audience?: string;
  issuer?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
}

export function signToken(claims: TokenClaims = {}): Promise<string> {
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.subject ?? 'admin')
    .setJti(randomUUID())
    .setIssuer(claims.issuer ?? TEST_JWT.issuer)
    .setAudience(claims.audience ?? TEST_JWT.audience)
    .setIssuedAt()
    .setExpirationTime(claims.expiresAt ?? Math.floor(Date.now() / 1000) + 600)
    .sign(new TextEncoder().encode(claims.secret ?? TEST_JWT.secret));
}

/** A valid token whose payload was edited afterwards: its signature no longer matches. */
async function tamperedToken(): Promise<string> {
  const [header, payload, signature] = (await signToken()).split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const edited = Buffer.from(JSON.stringify({ ...claims, sub: 'mallory' })).toString('base64url');
  return [header, edited, signature].join('.');
}

/** `Authorization` values the BFF must refuse on admin calls, by what is wrong with them. */
export async function refusedAuthorizations(): Promise<Array<[string, string | undefined]>> {
  return [
    ['no token', undefined],
    ['a malformed header', 'Bearer not-a-jwt'],
    ['another scheme', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    ['a tampered token', `Bearer ${await tamperedToken()}`],
    ['an expired token', `Bearer ${await signToken({ expiresAt: Math.floor(Date.now() / 1000) - 60 })}`],
    ['a token for another audience', `Bearer ${await signToken({ audience: 'someone-else' })}`],
    ['a token of another issuer', `Bearer ${await signToken({ issuer: 'someone-else' })}`],
    ['a token signed with another key', `Bearer ${await signToken({ secret: 'x'.repeat(48) })}`],
    ['a token of a session that was never opened', `Bearer ${await signToken()}`],
    ['a token whose subject is not the admin account', `Bearer ${await signToken({ subject: 'mallory' })}`],
  ];
}

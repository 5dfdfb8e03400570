import { randomBytes } from 'node:crypto';
import { weakPasswordReason, weakSecretReason } from '../../src/secret-strength';

describe('token signing keys', () => {
  it.each([
    ['32 random bytes in hex', () => randomBytes(32).toString('hex')],
    ['32 random bytes in base64', () => randomBytes(32).toString('base64')],
    ['32 random bytes in base64url', () => randomBytes(32).toString('base64url')],
    ['48 random bytes in base64url', () => randomBytes(48).toString('base64url')],
  ])('accepts %s, every time', (_kind, generate) => {
    const refused = Array.from({ length: 20 }, generate).filter((secret) => weakSecretReason(secret));
    expect(refused).toEqual([]);
  });

  // 40 characters hold 240 bits as base64, 262 as any printable characters: one that is not base64,
  // wherever it stands, makes the key long enough.
  it.each([
    ['first', (random: string) => `!${random}`],
    ['last', (random: string) => `${random}~`],
    ['inside', (random: string) => `${random.slice(0, 20)}!${random.slice(20)}`],
  ])('accepts 40 random printable characters, one not base64 %s (262 bits)', (_where, place) => {
    const secret = () => place(randomBytes(30).toString('base64url').slice(0, 39));
    const refused = Array.from({ length: 20 }, secret).filter((key) => weakSecretReason(key));
    expect(refused).toEqual([]);
  });

  it.each([
    ['32 × "a"', 'a'.repeat(32)],
    ['16 random bytes in hex', randomBytes(16).toString('hex')],
    ['50 random hex digits (200 bits)', randomBytes(25).toString('hex')],
    ['24 random bytes in base64url', randomBytes(24).toString('base64url')],
    ['40 random base64url characters (240 bits)', randomBytes(30).toString('base64url')],
    ['a readable phrase of 42 base64url characters', 'test-secret-that-is-long-enough-0123456789'],
  ])('refuses %s as too short', (_kind, secret) => {
    expect(weakSecretReason(secret)).toBe(
      "holds less than 32 random bytes' worth (generate one with `openssl rand -hex 32`)",
    );
  });

  it.each([
    ['64 × "a" (hex-looking)', 'a'.repeat(64)],
    ['a repeated pair', 'ab'.repeat(40)],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ'],
    ['dictionary words', 'correct-horse-battery-staple-correct-horse-battery-staple'],
    ['a keyboard run', 'qwertyuiopasdfghjklzxcvbnm1234567890qwertyuiop'],
    ['a readable phrase', 'test-secret-that-is-long-enough-and-then-some-0123456789'],
  ])('refuses %s as guessable', (_kind, secret) => {
    expect(weakSecretReason(secret)).toBe(
      'is guessable (words, repeats or sequences); generate one with `openssl rand -hex 32`',
    );
  });
});

describe('admin passwords', () => {
  it.each([
    ['a long passphrase nobody says'],
    ['Jollof-rice at 7 Ikoyi Crescent'],
    [randomBytes(12).toString('base64url')],
  ])('accepts %s', (password) => {
    expect(weakPasswordReason(password, 'admin')).toBeUndefined();
  });

  it.each([
    ['admin', /shorter than 12/],
    ['password1234', /too easy/],
    ['adminadmin123', /too easy/],
    ['safatravels2025', /too easy/],
    ['qwertyuiop1234', /too easy/],
    ['operator-operator', /too easy/],
  ])('refuses %s', (password, reason) => {
    expect(weakPasswordReason(password, 'operator')).toMatch(reason);
  });

  it('refuses common passwords strung together', () => {
    expect(weakPasswordReason('footballbaseball', 'operator')).toMatch(/too easy/);
  });

  it('refuses a password made of the username', () => {
    expect(weakPasswordReason('adeolaokonkwo2026', 'adeolaokonkwo')).toMatch(/too easy/);
    expect(weakPasswordReason('adeolaokonkwo2026', 'operator')).toBeUndefined();
  });

  // A word twice around a few odd characters: hard to guess, unless the word is among the first tried.
  it.each(['safa', 'travels', 'tours', 'travel', 'lagos', 'hajj', 'umrah', 'admin'])(
    'refuses a password made of %s, a word of this site',
    (word) => {
      expect(weakPasswordReason(`${word}+Kx7+${word}`, 'operator')).toMatch(/too easy/);
    },
  );

  it('accepts the same made of a word foreign to the site', () => {
    expect(weakPasswordReason('okapi+Kx7+okapi', 'operator')).toBeUndefined();
  });
});

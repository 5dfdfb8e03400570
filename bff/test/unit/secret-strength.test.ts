import { randomBytes } from 'node:crypto';
import { weakPasswordReason, weakSecretReason } from '../../src/secret-strength';

describe('token signing keys', () => {
  it.each([
    ['32 random bytes in hex', () => randomBytes(32).toString('hex')],
    ['32 random bytes in base64', () => randomBytes(32).toString('base64')],
    ['32 random bytes in base64url', () => randomBytes(32).toString('base64url')],
    ['48 random bytes in base64url', () => randomBytes(48).toString('base64url')],
  ])('accepts %s, every time', (_kind, generate) => {
    const refused = Array.from({ length: 50 }, generate).filter((secret) => weakSecretReason(secret));
    expect(refused).toEqual([]);
  });

  it.each([
    ['32 × "a"', 'a'.repeat(32)],
    ['64 × "a" (hex-looking)', 'a'.repeat(64)],
    ['a repeated pair', 'ab'.repeat(40)],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ'],
    ['dictionary words', 'correct-horse-battery-staple-correct-horse-battery-staple'],
    ['a keyboard run', 'qwertyuiopasdfghjklzxcvbnm1234567890qwertyuiop'],
    ['16 random bytes in hex', randomBytes(16).toString('hex')],
    ['24 random bytes in base64url', randomBytes(24).toString('base64url')],
    ['a readable phrase', 'test-secret-that-is-long-enough-0123456789'],
  ])('refuses %s', (_kind, secret) => {
    expect(weakSecretReason(secret)).toEqual(expect.any(String));
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
});

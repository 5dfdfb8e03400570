import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashOfRecoveryCode, newRecoveryCodes } from '../../src/modules/users/recovery-codes';
import { isAppCode, newTotpSecret, otpauthUrl, qrCodeOf, stepOfCode } from '../../src/modules/users/totp';

describe('authenticator app codes (RFC 6238)', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 27, 12, 0, 10);
  const codeAt = (timestamp: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

  it('takes the code of now and of the step either side, each for its own step, and no other', () => {
    const step = Math.floor(now / 30_000);
    expect(stepOfCode(secret, codeAt(now), now)).toBe(step);
    expect(stepOfCode(secret, codeAt(now - 30_000), now)).toBe(step - 1);
    expect(stepOfCode(secret, codeAt(now + 30_000), now)).toBe(step + 1);
    expect(stepOfCode(secret, codeAt(now - 60_000), now)).toBeUndefined();
    expect(stepOfCode(newTotpSecret(), codeAt(now), now)).toBeUndefined();
  });

  it('reads the RFC’s own test vector', () => {
    // RFC 6238, appendix B: the ASCII secret "12345678901234567890", SHA-1, at 59 s: 94287082 (8 digits).
    const rfcSecret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
    expect(stepOfCode(rfcSecret, '287082', 59_000)).toBe(1);
    expect(stepOfCode(rfcSecret, ' 287 082 ', 59_000)).toBe(1);
  });

  it('makes secrets of 160 bits, each its own', () => {
    const secrets = [newTotpSecret(), newTotpSecret()];
    for (const made of secrets) expect(made).toMatch(/^[A-Z2-7]{32}$/);
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('draws the QR code as an SVG data: URL', async () => {
    const qrCode = await qrCodeOf(otpauthUrl(secret, 'operator'));
    const [prefix, data = ''] = qrCode.split(',');
    expect(prefix).toBe('data:image/svg+xml;base64');
    expect(Buffer.from(data, 'base64').toString()).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox=/,
    );
  });

  it('tells an app’s 6 digits from a recovery code', () => {
    expect(isAppCode('123456')).toBe(true);
    expect(isAppCode(' 123 456 ')).toBe(true);
    expect(isAppCode('12345')).toBe(false);
    expect(isAppCode('1234567')).toBe(false);
    expect(isAppCode('a123456')).toBe(false);
    expect(isAppCode('abcd-efgh-ijkm-npqr')).toBe(false);
  });

  it('names the account and the agency in the address an app reads', () => {
    expect(otpauthUrl(secret, 'operator')).toBe(
      `otpauth://totp/Safa%20Travels:operator?issuer=Safa%20Travels&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('recovery codes', () => {
  it('are ten, different, of 16 characters none mistaken for another', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^([a-km-np-z2-9]{4}-){3}[a-km-np-z2-9]{4}$/);
  });

  it('are kept as one hash however they are typed, and another code as another', () => {
    const hash = hashOfRecoveryCode('abcd-efgh-ijkm-npqr');
    expect(hash).toBe(createHash('sha256').update('abcdefghijkmnpqr').digest('hex'));
    expect(hashOfRecoveryCode('ABCD EFGH IJKM NPQR')).toBe(hash);
    expect(hashOfRecoveryCode('abcdefghijkmnpqr')).toBe(hash);
    expect(hashOfRecoveryCode('abcd-efgh-ijkm-npqs')).not.toBe(hash);
  });
});

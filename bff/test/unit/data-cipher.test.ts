import { randomBytes } from 'node:crypto';
import { createDataCipher } from '../../src/data-cipher';

describe('the data cipher', () => {
  const cipher = createDataCipher(randomBytes(32));

  it('reads back what it sealed, and never seals the same text the same way twice', () => {
    const first = cipher.encrypt('A12345678', 'booking-1');
    const second = cipher.encrypt('A12345678', 'booking-1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('A12345678');
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(cipher.decrypt(first, 'booking-1')).toBe('A12345678');
  });

  it('refuses a value moved to another record, another key, or touched', () => {
    const sealed = cipher.encrypt('A12345678', 'booking-1');
    expect(() => cipher.decrypt(sealed, 'booking-2')).toThrow();
    expect(() => createDataCipher(randomBytes(32)).decrypt(sealed, 'booking-1')).toThrow();
    const [version, iv, tag, data = ''] = sealed.split('.');
    const flipped = `${data.slice(0, -1)}${data.endsWith('A') ? 'B' : 'A'}`;
    expect(() => cipher.decrypt([version, iv, tag, flipped].join('.'), 'booking-1')).toThrow();
  });

  it('refuses a value sealed another way, and one cut short', () => {
    const [, ...rest] = cipher.encrypt('A12345678', 'booking-1').split('.');
    expect(() => cipher.decrypt(['v2', ...rest].join('.'), 'booking-1')).toThrow(
      'Not data sealed by this cipher.',
    );
    expect(() => cipher.decrypt('A12345678', 'booking-1')).toThrow('Not data sealed by this cipher.');
    expect(() => cipher.decrypt(['v1', ...rest.slice(0, 2)].join('.'), 'booking-1')).toThrow();
  });

  it('wants a key of 32 bytes', () => {
    expect(() => createDataCipher(randomBytes(16))).toThrow('32 bytes');
  });
});

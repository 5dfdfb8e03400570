import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export interface DataCipher {
  /** `text`, encrypted for storage; `context` (the record's id) must be given again to read it. */
  encrypt(text: string, context: string): string;
  /** The text `encrypt` was given; throws when the ciphertext, the key or the context is not its own. */
  decrypt(sealed: string, context: string): string;
  /**
   * A keyed fingerprint of `text` for `purpose` (base64url): the same text always gives the same one,
   * to find it by, and no one without the key can tell which text gave it (a phone number's, say).
   */
  fingerprint(text: string, purpose: string): string;
}

/**
 * Personal data at rest (passport numbers): AES-256-GCM with a random nonce per value, and the record's
 * id as associated data, so a value copied into another record does not read. Stored as
 * `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes.');
  return {
    encrypt(text, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      // Stryker disable next-line StringLiteral: Node reads a string given no encoding as UTF-8 too
      const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(sealed, context) {
      const [version, iv = '', tag = '', data = ''] = sealed.split('.');
      if (version !== VERSION) throw new Error('Not data sealed by this cipher.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    fingerprint(text, purpose) {
      return createHmac('sha256', key).update(`${purpose}\0${text}`).digest('base64url');
    },
  };
}

import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@safa/contract';

/** 32 letters and digits, none mistaken for another (no 0, 1, l, o): 5 bits a character. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 16 characters, 80 bits: out of reach of a guess, even against the stored hashes. */
const GROUPS = 4;
const GROUP_LENGTH = 4;

const newRecoveryCode = () =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

/** Ten new one-time codes, written `xxxx-xxxx-xxxx-xxxx`. */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** What is kept of a recovery code, however it was typed (capitals, spaces, without its dashes). */
export const hashOfRecoveryCode = (code: string): string =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');

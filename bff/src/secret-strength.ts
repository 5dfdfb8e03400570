import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** HS256 wants a key of at least 256 bits: 32 random bytes. */
const SECRET_BITS = 256;
/**
 * zxcvbn counts ten guesses per character it cannot explain. Random keys score about one digit of
 * log10 per character (the lowest of 1,500 random 32-byte keys in hex, base64 and base64url: 0.93);
 * dictionary words, repeats, sequences and keyboard runs pull a key well below this.
 */
const MIN_GUESS_DIGITS_PER_CHARACTER = 0.8;
export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's 0–4 scale; 4 is "very unguessable": at least 10^10 guesses. */
const MIN_PASSWORD_SCORE = 4;
/** Words an attacker of this site would try first. */
const SITE_WORDS = ['safa', 'travels', 'tours', 'travel', 'agency', 'lagos', 'hajj', 'umrah', 'admin'];

let estimator: ZxcvbnFactory | undefined;
const estimate = (text: string, userInputs: string[] = []) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(text, [...SITE_WORDS, ...userInputs]);
};

/**
 * Bits the key could hold, from its length and the alphabet it is written in: hex (16), base64 or
 * base64url (64), or any printable characters (95).
 */
function alphabetBits(secret: string): number {
  const size = /^[\da-f]+$/i.test(secret) ? 16 : /^[\w+/=-]+$/.test(secret) ? 64 : 95;
  return secret.length * Math.log2(size);
}

/** Why a token signing key is too weak for production, or undefined when it is strong. */
export function weakSecretReason(secret: string): string | undefined {
  if (alphabetBits(secret) < SECRET_BITS) {
    return "holds less than 32 random bytes' worth (generate one with `openssl rand -hex 32`)";
  }
  if (estimate(secret).guessesLog10 < MIN_GUESS_DIGITS_PER_CHARACTER * secret.length) {
    return 'is guessable (words, repeats or sequences); generate one with `openssl rand -hex 32`';
  }
  return undefined;
}

/** Why an admin password is too weak for production, or undefined when it is strong. */
export function weakPasswordReason(password: string, username: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `is shorter than ${MIN_PASSWORD_LENGTH} characters`;
  if (estimate(password, [username]).score < MIN_PASSWORD_SCORE) {
    return 'is too easy to guess (common words, names, dates or patterns); use a long passphrase';
  }
  return undefined;
}

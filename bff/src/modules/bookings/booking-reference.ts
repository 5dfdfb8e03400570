import { randomInt } from 'node:crypto';

/** Letters and digits no one misreads on a phone or over a call: no 0/O, 1/I/L, U/V. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const LENGTH = 5;

/** A booking's reference, as `SAFA-7K3Q9`: short enough to say, one of 20 million. */
export function newBookingReference(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `SAFA-${code}`;
}

export const BOOKING_REFERENCE = /^SAFA-[2-9A-HJKMNP-TW-Z]{5}$/;

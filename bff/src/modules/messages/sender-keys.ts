import { internationalPhoneDigits } from '@safa/contract';

/**
 * What an enquiry says of who sent it, one spelling each: its e-mail address and its phone number
 * (`0803 999 0000` and `+234 803 999 0000` are one number). Anyone can write anyone's, so these
 * never refuse an enquiry; they only tell whose name a flood of enquiries uses.
 */
export function senderKeysOf({ email, phone }: { email: string; phone: string }): string[] {
  const number = internationalPhoneDigits(phone) ?? phone.replace(/\D/g, '');
  return [`email:${email.trim().toLowerCase()}`, ...(number ? [`phone:${number}`] : [])];
}

/** Nigeria's country calling code. */
const NIGERIA = '234';

/**
 * Nigerian national numbers, without the trunk 0, by the NCC's numbering plan: mobiles (070…, 080…,
 * 081…, 090…, 091…) have ten digits, all of them; landlines an area code and the subscriber's number,
 * eight or nine digits, and never a mobile's first two (0803 123 45 is a mobile missing digits).
 */
const MOBILE_PREFIX = /^[789][01]/;
const NIGERIAN_MOBILE = /^[789][01]\d{8}$/;
const NIGERIAN_LANDLINE = /^[1-9]\d{7,8}$/;

const isNigerianNumber = (national: string) =>
  MOBILE_PREFIX.test(national) ? NIGERIAN_MOBILE.test(national) : NIGERIAN_LANDLINE.test(national);

/** The digits after Nigeria's code or trunk 0, or undefined when the number is not written as Nigerian. */
function nigerianNationalNumber(digits: string, international: boolean): string | undefined {
  if (international)
    return digits.startsWith(NIGERIA) ? digits.slice(NIGERIA.length).replace(/^0/, '') : undefined;
  if (digits.startsWith(NIGERIA) && digits.length === NIGERIA.length + 10)
    return digits.slice(NIGERIA.length);
  if (digits.startsWith('0')) return digits.slice(1);
  // A mobile written without its 0 (803 123 4567).
  return digits.length === 10 ? digits : undefined;
}

/**
 * A phone number as people type it, in the international digits that WhatsApp links want
 * (`0803 123 4567`, `+234 803 123 4567`, `234803…` and `+234 (0) 803…` all become `2348031234567`),
 * or undefined when it cannot be understood. A number with another country code is kept as written.
 */
export function internationalPhoneDigits(phone: string): string | undefined {
  const written = phone.trim().replace(/\(0\)/g, '');
  if (written.length > 40 || /[^\d\s().+/-]/.test(written)) return undefined;
  const international = /^(\+|00)/.test(written);
  // 00 is how many phones dial out of the country, as + is.
  const digits = written.replace(/\D/g, '').slice(written.startsWith('00') ? 2 : 0);

  if (international && !digits.startsWith(NIGERIA)) {
    // Another country's number: E.164 numbers have 8 to 15 digits.
    return digits.length >= 8 && digits.length <= 15 ? digits : undefined;
  }
  const national = nigerianNationalNumber(digits, international);
  if (national && isNigerianNumber(national)) {
    return `${NIGERIA}${national}`;
  }
  return undefined;
}

/** A WhatsApp chat with `phone`, the message box filled with `text`; undefined for a number not understood. */
export function whatsAppLink(phone: string, text: string): string | undefined {
  const number = internationalPhoneDigits(phone);
  return number && `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * Whether WhatsApp and SMS can reach `phone`: a Nigerian mobile, or a number of another country
 * (which cannot be told apart here); not a Nigerian landline, nor a number not understood.
 */
export function isMobileNumber(phone: string): boolean {
  const digits = internationalPhoneDigits(phone);
  if (!digits) return false;
  return !digits.startsWith(NIGERIA) || NIGERIAN_MOBILE.test(digits.slice(NIGERIA.length));
}

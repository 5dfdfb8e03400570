import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** How the app names the account: "Safa Travels (admin)". */
const ISSUER = 'Safa Travels';

/** A code of the step before or after now is taken too: a phone's clock may be off by a few seconds. */
const STEPS_EITHER_SIDE = 1;

/** A new shared secret (otpauth's 160 bits, as RFC 4226 recommends), base32 as apps take it typed in. */
export const newTotpSecret = (): string => new Secret().base32;

const totpOf = (secret: string, username: string) =>
  new TOTP({ ...TOTP_SETTINGS, issuer: ISSUER, label: username, secret: Secret.fromBase32(secret) });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, username: string): string => totpOf(secret, username).toString();

/** The QR code of `text`, as an SVG data: URL. */
export async function qrCodeOf(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Whether what was typed is an app's code (6 digits, spaces allowed), not a recovery code. */
export const isAppCode = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step `code` was made for (now, or one step either side), or undefined when `secret` did not make it. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  // Stryker disable next-line StringLiteral: the account's name is for apps to show, no part of a code
  const totp = totpOf(secret, '');
  const delta = totp.validate({ token: code.replace(/\s/g, ''), timestamp: now, window: STEPS_EITHER_SIDE });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

import { z } from 'zod';
import { requiredText } from './common';

/** What proves the second factor: the authenticator app's 6 digits, or one of the recovery codes. */
export const secondFactorCode = (message: string) =>
  requiredText(message, 40, 'A code is at most 40 characters.').describe(
    'The 6 digits the authenticator app shows now, or an unused recovery code (xxxx-xxxx-xxxx-xxxx)',
  );

export const loginRequestSchema = z.strictObject({
  username: requiredText('Username is required.', 100),
  password: requiredText('Password is required.', 200),
  /** Asked for once the password is right, when the account has a second factor (see the 401's `secondFactor`). */
  code: secondFactorCode('Enter the code from your authenticator app.').optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string().describe('When the token stops being accepted (ISO 8601)'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** How many recovery codes a second factor comes with; each works once. */
export const RECOVERY_CODE_COUNT = 10;

export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** ADMIN_TOTP_REQUIRED: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** A second factor being set up: the authenticator app reads the QR code, or the secret typed in. */
export const secondFactorSetupSchema = z.object({
  secret: z.string().describe('The shared secret, base32, to type into the app'),
  otpauthUrl: z.string().describe('The otpauth:// address the QR code holds'),
  qrCode: z.string().describe('The QR code of otpauthUrl, an SVG data: URL'),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

export const secondFactorCodeSchema = z.strictObject({
  code: secondFactorCode('Enter the code from your authenticator app.'),
});
export type SecondFactorCode = z.input<typeof secondFactorCodeSchema>;

/** Shown once, when the second factor is turned on; only their hashes are kept. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

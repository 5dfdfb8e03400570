import { z } from 'zod';
import { requiredText } from './common';

export const loginRequestSchema = z.strictObject({
  username: requiredText('Username is required.', 100),
  password: requiredText('Password is required.', 200),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string().describe('When the token stops being accepted (ISO 8601)'),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

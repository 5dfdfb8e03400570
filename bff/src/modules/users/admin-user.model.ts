import { model } from 'mongoose';
import { z } from 'zod';
import { schemaFromZod } from '../../db/schema-from-zod';

const adminUserSchema = z.object({
  username: z.string().trim().min(1),
  passwordHash: z.string().min(1),
  /** Raised when the password changes: every token issued before carries an older one and is refused. */
  sessionVersion: z.int().min(0).default(0),
  /** The authenticator app's secret (TOTP), sealed with the data key; absent while it is off. */
  totpSecret: z.string().optional(),
  /** A secret being set up, sealed, until a code of it is confirmed. */
  pendingTotpSecret: z.string().optional(),
  /** The last TOTP time step accepted: a code is never taken twice. */
  totpLastStep: z.int().optional(),
  /** SHA-256 of the recovery codes not used yet. */
  recoveryCodeHashes: z.array(z.string()).default([]),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const AdminUserModel = model<AdminUser>(
  'AdminUser',
  schemaFromZod<AdminUser>(adminUserSchema, { timestamps: true, fields: { username: { unique: true } } }),
  'admin_users',
);

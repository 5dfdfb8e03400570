import { model } from 'mongoose';
import { z } from 'zod';
import { schemaFromZod } from '../../db/schema-from-zod';

const adminUserSchema = z.object({
  username: z.string().trim().min(1),
  passwordHash: z.string().min(1),
  /** Raised when the password changes: every token issued before carries an older one and is refused. */
  sessionVersion: z.int().min(0).default(0),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const AdminUserModel = model<AdminUser>(
  'AdminUser',
  schemaFromZod<AdminUser>(adminUserSchema, { timestamps: true, fields: { username: { unique: true } } }),
  'admin_users',
);

import { model, Schema } from 'mongoose';

export interface AdminUser {
  username: string;
  passwordHash: string;
  /** Raised when the password changes: every token issued before carries an older one and is refused. */
  sessionVersion: number;
}

const adminUserSchema = new Schema<AdminUser>(
  {
    username: { type: String, required: true, unique: true, trim: true },
    passwordHash: { type: String, required: true },
    sessionVersion: { type: Number, required: true, default: 0, min: 0 },
  },
  { timestamps: true },
);

export const AdminUserModel = model<AdminUser>('AdminUser', adminUserSchema, 'admin_users');

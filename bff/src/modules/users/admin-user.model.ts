import { model, Schema } from 'mongoose';

export interface AdminUser {
  username: string;
  passwordHash: string;
}

const adminUserSchema = new Schema<AdminUser>(
  {
    username: { type: String, required: true, unique: true, trim: true },
    passwordHash: { type: String, required: true },
  },
  { timestamps: true },
);

export const AdminUserModel = model<AdminUser>('AdminUser', adminUserSchema, 'admin_users');

import { model, Schema } from 'mongoose';

/** One logged-in admin session; a token is accepted only while its session document exists. */
export interface AdminSession {
  /** The token's `jti`. */
  _id: string;
  username: string;
  /** The last time the session was used; it ends after the spec's 30 minutes without use. */
  lastSeenAt: Date;
  /** The token's own expiry; MongoDB removes the document then (TTL index). */
  expiresAt: Date;
}

const adminSessionSchema = new Schema<AdminSession>(
  {
    _id: { type: String, required: true },
    username: { type: String, required: true, index: true },
    lastSeenAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, index: { expireAfterSeconds: 0 } },
  },
  { versionKey: false },
);

export const AdminSessionModel = model<AdminSession>('AdminSession', adminSessionSchema, 'admin_sessions');

import { model } from 'mongoose';
import { z } from 'zod';
import { schemaFromZod } from '../../db/schema-from-zod';

/** One logged-in admin session; a token is accepted only while its session document exists. */
const adminSessionSchema = z.object({
  /** The token's `jti`. */
  _id: z.string().min(1),
  username: z.string().min(1),
  /** The last time the session was used; it ends after the spec's 30 minutes without use. */
  lastSeenAt: z.date(),
  /** The token's own expiry; MongoDB removes the document then (TTL index). */
  expiresAt: z.date(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const AdminSessionModel = model<AdminSession>(
  'AdminSession',
  schemaFromZod<AdminSession>(adminSessionSchema, {
    versionKey: false,
    fields: { username: { index: true }, expiresAt: { index: { expireAfterSeconds: 0 } } },
  }),
  'admin_sessions',
);

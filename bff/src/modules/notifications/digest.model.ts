import { model } from 'mongoose';
import { z } from 'zod';
import { schemaFromZod } from '../../db/schema-from-zod';

/** One day's digest of newsletter sign-ups: its id is the day in Lagos, so a day has one at most. */
const storedDigestSchema = z.object({
  _id: z.string().min(1),
  state: z.enum(['pending', 'sent']),
  attempts: z.int().min(0),
  nextAttemptAt: z.date(),
  claimedBy: z.string().optional(),
  leaseUntil: z.date().optional(),
  /** The sign-ups it covers end here; the next digest starts here. */
  until: z.date().optional(),
  subscribers: z.int().min(0).optional(),
  sentAt: z.date().optional(),
  lastError: z.string().optional(),
});
export type StoredDigest = z.infer<typeof storedDigestSchema>;

const digestSchema = schemaFromZod<StoredDigest>(storedDigestSchema, { versionKey: false });
digestSchema.index({ state: 1, until: -1 });

export const DigestModel = model<StoredDigest>('Digest', digestSchema, 'newsletter_digests');

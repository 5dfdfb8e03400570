import { model } from 'mongoose';
import { z } from 'zod';
import { objectId, schemaFromZod } from '../../db/schema-from-zod';
import { outboxEntrySchema } from '../outbox/outbox-entry';

/** Someone waiting for seats of a sold-out departure, told once when enough free up (see waitlist.ts). */
const waitlistEntrySchema = z.object({
  departureId: objectId(),
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  /** The inbox the e-mail reaches (see inboxOf): one place in the waitlist each. */
  inbox: z.string().min(1),
  seats: z.int().min(1),
  consentAt: z.date(),
  toldAt: z.date().optional(),
  /** The e-mail that tells them (see outbox/outbox-entry.ts). */
  mails: z.array(outboxEntrySchema).optional(),
});
export type StoredWaitlistEntry = z.infer<typeof waitlistEntrySchema> & { createdAt: Date; updatedAt: Date };

const entries = schemaFromZod<StoredWaitlistEntry>(waitlistEntrySchema, {
  timestamps: true,
  fields: { mails: { select: false, default: undefined } },
});
entries.index({ departureId: 1, toldAt: 1, createdAt: 1 });
entries.index({ departureId: 1, inbox: 1, toldAt: 1 });
entries.index({ 'mails.state': 1, createdAt: 1 });

export const WaitlistModel = model<StoredWaitlistEntry>('WaitlistEntry', entries, 'waitlist');

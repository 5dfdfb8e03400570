import { messageRecordSchema } from '@safa/contract';
import { model } from 'mongoose';
import { z } from 'zod';
import { NEWEST_FIRST } from '../../db/list-query';
import { schemaFromZod } from '../../db/schema-from-zod';
import { outboxEntrySchema } from '../outbox/outbox-entry';

/**
 * An enquiry as stored: the contract's record, who it says sent it (see sender-keys.ts), to tell a
 * flood naming one sender, and the enquiry's e-mail to the agency, if it has one (see
 * outbox/outbox-entry.ts).
 */
const storedMessageSchema = messageRecordSchema.extend({
  senderKeys: z.array(z.string()).default([]),
  /** A WhatsApp reply's id: Meta sends an event again until it is answered, and it is stored once. */
  whatsappId: z.string().optional(),
  mails: z.array(outboxEntrySchema).optional(),
});
export type StoredMessage = z.infer<typeof storedMessageSchema> & { createdAt: Date };

const messageSchema = schemaFromZod<StoredMessage>(storedMessageSchema, {
  timestamps: { createdAt: true, updatedAt: false },
  fields: {
    senderKeys: { select: false },
    mails: { select: false, default: undefined },
    whatsappId: { unique: true, sparse: true, select: false },
  },
});
// The admin's list, newest first: whole or from a day (`since`), by status, by category, by package.
// No index finds a substring: a search is checked on the rows these give, in their order.
messageSchema.index(NEWEST_FIRST);
messageSchema.index({ status: 1, createdAt: -1, _id: -1 });
messageSchema.index({ category: 1, createdAt: -1, _id: -1 });
messageSchema.index({ packageId: 1, createdAt: -1, _id: -1 });
messageSchema.index({ 'mails.state': 1, createdAt: 1 });
messageSchema.index({ senderKeys: 1, createdAt: 1 });

export const MessageModel = model<StoredMessage>('Message', messageSchema, 'messages');

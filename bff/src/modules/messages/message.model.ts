import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, type Message } from '@safa/contract';
import { model, Schema } from 'mongoose';
import { type OutboxEntry, outboxEntrySchema } from '../outbox/outbox-entry';

export interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  category: Message['category'];
  message: string;
  status: Message['status'];
  packageId?: string;
  packageTitle?: string;
  /** Who it says sent it (see sender-keys.ts), to tell a flood naming one sender. */
  senderKeys: string[];
  /** The enquiry's e-mail to the agency, if it has one (see outbox/outbox-entry.ts). */
  mails?: OutboxEntry[];
  createdAt: Date;
}

const messageSchema = new Schema<StoredMessage>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    category: { type: String, required: true, enum: MESSAGE_CATEGORIES },
    message: { type: String, required: true },
    status: { type: String, required: true, enum: MESSAGE_STATUSES, default: 'Unresponded' },
    packageId: { type: String },
    packageTitle: { type: String },
    senderKeys: { type: [String], select: false },
    mails: { type: [outboxEntrySchema], select: false, default: undefined },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
messageSchema.index({ createdAt: -1 });
messageSchema.index({ 'mails.state': 1, createdAt: 1 });
messageSchema.index({ senderKeys: 1, createdAt: 1 });

export const MessageModel = model<StoredMessage>('Message', messageSchema, 'messages');

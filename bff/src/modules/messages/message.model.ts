import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, type Message } from '@safa/contract';
import { model, Schema } from 'mongoose';

/**
 * The enquiry's e-mail to the agency: an outbox entry stored inside the message, so both are written
 * in one insert (atomic on any MongoDB, without a transaction). See notifications/outbox.ts.
 */
export interface StoredNotification {
  state: 'pending' | 'sent';
  attempts: number;
  /** Not before then: the next try after a failure. */
  nextAttemptAt: Date;
  /** The instance sending it, and until when it holds it (a crashed sender's hold runs out). */
  claimedBy?: string;
  leaseUntil?: Date;
  sentAt?: Date;
  lastError?: string;
}

export interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  category: Message['category'];
  message: string;
  status: Message['status'];
  packageId?: string;
  packageTitle?: string;
  notification?: StoredNotification;
  createdAt: Date;
}

const notificationSchema = new Schema<StoredNotification>(
  {
    state: { type: String, required: true, enum: ['pending', 'sent'] },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    claimedBy: { type: String },
    leaseUntil: { type: Date },
    sentAt: { type: Date },
    lastError: { type: String },
  },
  { _id: false },
);

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
    notification: { type: notificationSchema, select: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
messageSchema.index({ createdAt: -1 });
messageSchema.index({ 'notification.state': 1, 'notification.nextAttemptAt': 1 });

export const MessageModel = model<StoredMessage>('Message', messageSchema, 'messages');

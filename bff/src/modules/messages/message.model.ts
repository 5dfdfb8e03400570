import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, type Message } from '@safa/contract';
import { model, Schema } from 'mongoose';

/**
 * The enquiry's e-mail to the agency: an outbox entry stored inside the message, so both are written
 * in one insert (atomic on any MongoDB, without a transaction). See notifications/outbox.ts.
 */
export interface StoredNotification {
  /** Dropped: not to be sent (see `droppedReason`); the enquiry itself is kept all the same. */
  state: 'pending' | 'sent' | 'dropped';
  /**
   * Unset for the enquiry's own e-mail. `senderSummary`: one e-mail, at the end of the window, for
   * this and the later enquiries naming `senderKey` beyond what is e-mailed one by one.
   */
  kind?: 'senderSummary';
  senderKey?: string;
  attempts: number;
  /** Not before then: the next try after a failure. */
  nextAttemptAt: Date;
  /** The instance sending it, and until when it holds it (a crashed sender's hold runs out). */
  claimedBy?: string;
  leaseUntil?: Date;
  sentAt?: Date;
  lastError?: string;
  droppedAt?: Date;
  droppedReason?: string;
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
  /** Who it says sent it (see sender-keys.ts), to tell a flood naming one sender. */
  senderKeys: string[];
  notification?: StoredNotification;
  createdAt: Date;
}

const notificationSchema = new Schema<StoredNotification>(
  {
    state: { type: String, required: true, enum: ['pending', 'sent', 'dropped'] },
    kind: { type: String, enum: ['senderSummary'] },
    senderKey: { type: String },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    claimedBy: { type: String },
    leaseUntil: { type: Date },
    sentAt: { type: Date },
    lastError: { type: String },
    droppedAt: { type: Date },
    droppedReason: { type: String },
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
    senderKeys: { type: [String], select: false },
    notification: { type: notificationSchema, select: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
messageSchema.index({ createdAt: -1 });
messageSchema.index({ 'notification.state': 1, 'notification.nextAttemptAt': 1 });
messageSchema.index({ senderKeys: 1, createdAt: 1 });

export const MessageModel = model<StoredMessage>('Message', messageSchema, 'messages');

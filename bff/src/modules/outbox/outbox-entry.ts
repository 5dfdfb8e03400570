import { Schema } from 'mongoose';

/**
 * An e-mail to send, stored inside the document of the fact it tells of (an enquiry), so that both
 * are written by one insert: atomic on any MongoDB, without a transaction. A worker claims it, sends
 * it and marks it (see notifications/).
 */
export interface OutboxEntry {
  /** Dropped: not to be sent (see `droppedReason`); the fact itself is kept all the same. */
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

export const outboxEntrySchema = new Schema<OutboxEntry>(
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

/** A new e-mail, due at `dueAt` (at once by default). */
export const newOutboxEntry = (dueAt = new Date()): OutboxEntry => ({
  state: 'pending',
  attempts: 0,
  nextAttemptAt: dueAt,
});

/** An e-mail that will not be sent, and why: stored so the admin sees what was dropped. */
export const droppedOutboxEntry = (reason: string, now = new Date()): OutboxEntry => ({
  state: 'dropped',
  attempts: 0,
  nextAttemptAt: now,
  droppedAt: now,
  droppedReason: reason,
});

import { model, Schema } from 'mongoose';

/** One day's digest of newsletter sign-ups: its id is the day in Lagos, so a day has one at most. */
export interface StoredDigest {
  _id: string;
  state: 'pending' | 'sent';
  attempts: number;
  nextAttemptAt: Date;
  claimedBy?: string;
  leaseUntil?: Date;
  /** The sign-ups it covers end here; the next digest starts here. */
  until?: Date;
  subscribers?: number;
  sentAt?: Date;
  lastError?: string;
}

const digestSchema = new Schema<StoredDigest>(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true, enum: ['pending', 'sent'] },
    attempts: { type: Number, required: true },
    nextAttemptAt: { type: Date, required: true },
    claimedBy: { type: String },
    leaseUntil: { type: Date },
    until: { type: Date },
    subscribers: { type: Number },
    sentAt: { type: Date },
    lastError: { type: String },
  },
  { versionKey: false },
);
digestSchema.index({ state: 1, until: -1 });

export const DigestModel = model<StoredDigest>('Digest', digestSchema, 'newsletter_digests');

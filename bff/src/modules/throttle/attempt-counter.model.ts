import { model, Schema } from 'mongoose';

/** Attempts counted under one key (a username or client address) in the current window. */
export interface StoredAttemptCounter {
  _id: string;
  count: number;
  expiresAt: Date;
}

const attemptCounterSchema = new Schema<StoredAttemptCounter>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    // MongoDB removes a counter some time after its window has passed; reads never rely on that.
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

export const AttemptCounterModel = model<StoredAttemptCounter>(
  'AttemptCounter',
  attemptCounterSchema,
  'attempt_counters',
);

import { model, Schema } from 'mongoose';

/**
 * The documents rate-limiter-flexible keeps (one collection for every limit: each key starts with its
 * limit's name). Declared as a model only so that its indexes exist before the BFF listens: the unique
 * key makes parallel first attempts count in one document, and MongoDB removes a window some time after
 * it has passed (reads never rely on that).
 */
interface StoredRateLimit {
  key: string;
  points: number;
  expire: Date | null;
}

const rateLimitSchema = new Schema<StoredRateLimit>(
  {
    key: { type: String, required: true, unique: true },
    points: { type: Number, required: true },
    expire: { type: Date, expires: 0 },
  },
  { versionKey: false },
);

export const RATE_LIMITS_COLLECTION = 'rate_limits';

export const RateLimitModel = model<StoredRateLimit>('RateLimit', rateLimitSchema, RATE_LIMITS_COLLECTION);

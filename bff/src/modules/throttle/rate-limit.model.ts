import { model } from 'mongoose';
import { z } from 'zod';
import { schemaFromZod } from '../../db/schema-from-zod';

/**
 * The documents rate-limiter-flexible keeps (one collection for every limit: each key starts with its
 * limit's name). Declared as a model only so that its indexes exist before the BFF listens: the unique
 * key makes parallel first attempts count in one document, and MongoDB removes a window some time after
 * it has passed (reads never rely on that).
 */
const storedRateLimitSchema = z.object({
  key: z.string().min(1),
  points: z.number(),
  expire: z.date().nullable(),
});
type StoredRateLimit = z.infer<typeof storedRateLimitSchema>;

export const RATE_LIMITS_COLLECTION = 'rate_limits';

export const RateLimitModel = model<StoredRateLimit>(
  'RateLimit',
  schemaFromZod<StoredRateLimit>(storedRateLimitSchema, {
    versionKey: false,
    fields: { key: { unique: true }, expire: { expires: 0 } },
  }),
  RATE_LIMITS_COLLECTION,
);

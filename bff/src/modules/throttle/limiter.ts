import mongoose from 'mongoose';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import { RateLimitModel } from './rate-limit.model';
import { type LimiterFactory, windowLimiter } from './window-limiter';

/**
 * A limiter counted in MongoDB, for every BFF instance: rate-limiter-flexible's store on mongoose's
 * connection (the indexes are the model's). Each hit is one atomic findAndModify.
 */
export const createLimiter: LimiterFactory = (name, limit) =>
  windowLimiter(
    new RateLimiterMongo({
      storeClient: mongoose.connection,
      tableName: RateLimitModel.collection.collectionName,
      disableIndexesCreation: true,
      keyPrefix: name,
      points: limit.max,
      duration: Math.ceil(limit.windowMs / 1000),
    }),
    limit.max,
  );

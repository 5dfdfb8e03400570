import { mongo } from 'mongoose';

/** True for MongoDB's E11000: a unique index already holds this key. */
export function isDuplicateKeyError(error: unknown): boolean {
  return error instanceof mongo.MongoServerError && error.code === 11000;
}

import { mongo } from 'mongoose';

/** True for MongoDB's E11000: a unique index already holds this key. */
export function isDuplicateKeyError(error: unknown): boolean {
  return error instanceof mongo.MongoServerError && error.code === 11000;
}

/** The field whose unique index an insert or update broke, if it broke one. */
export function duplicateKeyOf(error: unknown): string | undefined {
  if (!isDuplicateKeyError(error)) return undefined;
  const pattern = (error as mongo.MongoServerError & { keyPattern?: Record<string, unknown> }).keyPattern;
  return pattern ? Object.keys(pattern)[0] : undefined;
}

import type { Types } from 'mongoose';

interface StoredDocument {
  _id: Types.ObjectId;
  __v?: number;
}

/** A stored document's fields as JSON carries them: dates become ISO strings. */
export type Serialized<T> = {
  [Key in keyof T]: T[Key] extends Date
    ? string
    : T[Key] extends Date | undefined
      ? string | undefined
      : T[Key];
};

export type Entity<T extends StoredDocument> = Serialized<Omit<T, '_id' | '__v'>> & { id: string };

/** A lean document as the API answers it: `_id` becomes a string `id`; dates become ISO strings. */
export function toEntity<T extends StoredDocument>(document: T): Entity<T> {
  const { _id, __v, ...rest } = document;
  const fields: Record<string, unknown> = { id: _id.toHexString() };
  for (const [key, value] of Object.entries(rest)) {
    fields[key] = value instanceof Date ? value.toISOString() : value;
  }
  return fields as Entity<T>;
}

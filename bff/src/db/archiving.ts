import type { Model, Types } from 'mongoose';
import { NotFound } from '../errors';

/** What the public sees: records not archived. */
export const NOT_ARCHIVED = { archivedAt: null };

/** An operator's list: archived records left out unless asked to show them. */
export const archivedFilter = (archived: 'hide' | 'show') => (archived === 'show' ? {} : NOT_ARCHIVED);

type Stored<T> = T & { _id: Types.ObjectId };

/** Archives the record with this id (hidden from the public, kept), or shows it again; 404 when none. */
export async function setArchived<T>(
  model: Model<T>,
  id: string,
  archived: boolean,
  notFound: string,
): Promise<Stored<T>> {
  const change = archived ? { $set: { archivedAt: new Date() } } : { $unset: { archivedAt: '' } };
  const updated = await model.findByIdAndUpdate(id, change, { returnDocument: 'after' }).lean<Stored<T>>();
  if (!updated) throw new NotFound(notFound);
  return updated;
}

import type { Model, Types } from 'mongoose';
import { NotFound } from '../errors';

type Stored<T> = T & { _id: Types.ObjectId; __v?: number };

/** The document with this id, or 404 `{message: '<what> not found.'}`. */
export async function findByIdOr404<T>(model: Model<T>, id: string, what: string): Promise<Stored<T>> {
  const document = await model.findById(id).lean<Stored<T>>();
  if (!document) throw new NotFound(`${what} not found.`);
  return document;
}

/** Deletes the document with this id and answers what it held, or 404 when there was none. */
export async function deleteByIdOr404<T>(model: Model<T>, id: string, what: string): Promise<Stored<T>> {
  const document = await model.findByIdAndDelete(id).lean<Stored<T>>();
  if (!document) throw new NotFound(`${what} not found.`);
  return document;
}

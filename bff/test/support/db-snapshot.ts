import mongoose, { mongo } from 'mongoose';

/**
 * Bookkeeping, not data: the rate limits (written on purpose by refused calls too) and the admin
 * sessions (each admin call records when its session was last used).
 */
const IGNORED = new Set(['rate_limits', 'admin_sessions']);

/** Every stored document (GridFS chunks without their bytes), to show that a call changed nothing. */
export async function snapshotDatabase(): Promise<string> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !IGNORED.has(name))
    .sort();
  const contents: Record<string, unknown[]> = {};
  for (const name of names) {
    const projection = name.endsWith('.chunks') ? { data: 0 } : {};
    const documents = await db.collection(name).find({}, { projection }).sort({ _id: 1 }).toArray();
    if (documents.length > 0) contents[name] = documents;
  }
  return mongo.BSON.EJSON.stringify(contents, { relaxed: false });
}

/** How many files GridFS holds: stored files, the variants made of pictures, and chunks. */
export async function countMedia(): Promise<{ files: number; variants: number; chunks: number }> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const [files, variants, chunks] = await Promise.all([
    db.collection('media.files').countDocuments({ 'metadata.variantOf': { $exists: false } }),
    db.collection('media.files').countDocuments({ 'metadata.variantOf': { $exists: true } }),
    db.collection('media.chunks').countDocuments(),
  ]);
  return { files, variants, chunks };
}

/** Removes every stored file, for tests that count files. */
export async function clearMedia(): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  await Promise.all([
    db.collection('media.files').deleteMany({}),
    db.collection('media.chunks').deleteMany({}),
  ]);
}

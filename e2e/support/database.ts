import { type Db, MongoClient } from 'mongodb';

/**
 * The run's own database, written behind the BFF's back: what a test changes this way reaches a page
 * only when the shell renders it afresh, which is how a test sees whether it did.
 */
export async function withDatabase<T>(work: (database: Db) => Promise<T>): Promise<T> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('The e2e global setup did not provide the database address');
  const client = await MongoClient.connect(uri);
  try {
    return await work(client.db());
  } finally {
    await client.close();
  }
}

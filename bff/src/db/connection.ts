import mongoose, { type Connection } from 'mongoose';
import type { Config } from '../config';

// Operator payloads such as {"$gt": ""} must never reach a query, and unknown filter keys are dropped.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/** How long a call waits for MongoDB (a server, a connection, an answer) before failing with 503. */
const FAIL_AFTER_MS = 5000;

export interface DatabaseOptions {
  writeConcern: Config['writeConcern'];
  /** Overrides the database named in the URI (tests use one database per file). */
  dbName?: string;
}

/**
 * Connects mongoose without command buffering, so a call made while MongoDB is down fails within
 * FAIL_AFTER_MS instead of hanging; the driver reconnects by itself when it returns.
 */
export async function connectDatabase(uri: string, options: DatabaseOptions): Promise<Connection> {
  await mongoose.connect(uri, {
    dbName: options.dbName,
    writeConcern: options.writeConcern,
    bufferCommands: false,
    autoIndex: true,
    serverSelectionTimeoutMS: FAIL_AFTER_MS,
    // A lost connection (no reset, no answer) fails like no server at all. The socket timeout only
    // runs while an operation waits for its answer, and every operation here is a quick one.
    socketTimeoutMS: FAIL_AFTER_MS,
    // A call may queue behind one pool connection attempt (2 at a time) before its own; the monitor's
    // check uses this timeout too, so it clears the pool sooner.
    connectTimeoutMS: FAIL_AFTER_MS / 2,
    // A driver retry would start the wait again (10-15 s in all); the caller gets its 503 instead,
    // and after a MongoDB restart the one call that meets a dead pooled connection answers 503 too.
    retryReads: false,
    retryWrites: false,
    heartbeatFrequencyMS: 5000,
    maxPoolSize: 20,
  });
  return mongoose.connection;
}

/** Waits until every model's indexes exist, so unique and TTL indexes hold from the first request. */
export async function ensureIndexes(): Promise<void> {
  await Promise.all(Object.values(mongoose.connection.models).map((model) => model.init()));
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}

/** True when MongoDB answers a ping within `timeoutMs`. */
export async function pingDatabase(timeoutMs = 2000): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!db || mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db
        .admin()
        .ping()
        .then(() => true),
      timeout,
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

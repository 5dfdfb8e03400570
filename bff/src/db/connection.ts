import mongoose, { type Connection } from 'mongoose';

// Operator payloads such as {"$gt": ""} must never reach a query, and unknown filter keys are dropped.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

export interface DatabaseOptions {
  /** How long an operation waits for a server before failing (fail fast, then answer 503). */
  serverSelectionTimeoutMs?: number;
  /** Overrides the database named in the URI (tests use one database per file). */
  dbName?: string;
}

/**
 * Connects mongoose without command buffering, so a call made while MongoDB is down fails within
 * the server-selection timeout instead of hanging; the driver reconnects by itself when it returns.
 */
export async function connectDatabase(uri: string, options: DatabaseOptions = {}): Promise<Connection> {
  await mongoose.connect(uri, {
    dbName: options.dbName,
    bufferCommands: false,
    autoIndex: true,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMs ?? 5000,
    connectTimeoutMS: 5000,
    socketTimeoutMS: 30_000,
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

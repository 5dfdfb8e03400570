/**
 * Entry of `npm start` / `npm run dev` on a developer's machine: uses MONGODB_URI when set, otherwise
 * a local mongod from mongodb-memory-server kept under .data/ (downloaded once where the machine can).
 */
import path from 'node:path';
import { loadConfig } from './config';
import { LocalMongoUnavailable, startLocalMongo } from './local-mongo';
import { createLogger } from './logger';
import { startServer, stopOnSignals } from './server';

const DATA_DIR = path.resolve(import.meta.dirname, '..', '..', '.data', 'mongo');
const DATA_KEY_FILE = path.resolve(import.meta.dirname, '..', '..', '.data', 'data-key');

/**
 * This machine's data key, made once and kept beside its database: passport numbers sealed in one run
 * read in the next. (Production takes DATA_KEY from its environment, see config.ts.)
 */
async function localDataKey(): Promise<Buffer> {
  const { mkdir, readFile, writeFile } = await import('node:fs/promises');
  const { randomBytes } = await import('node:crypto');
  try {
    return Buffer.from((await readFile(DATA_KEY_FILE, 'utf8')).trim(), 'hex');
  } catch {
    const key = randomBytes(32);
    await mkdir(path.dirname(DATA_KEY_FILE), { recursive: true });
    await writeFile(DATA_KEY_FILE, key.toString('hex'), { mode: 0o600 });
    return key;
  }
}

let logger = createLogger('info');
try {
  const config = loadConfig();
  logger = createLogger(config.logLevel);
  config.dataKey ??= await localDataKey();
  // A developer's machine is on networks of others (an office, a café): the shell alone reaches the BFF.
  config.host ??= '127.0.0.1';
  let stopLocalMongo: (() => Promise<unknown>) | undefined;
  if (!config.mongodbUri) {
    logger.info({ dataDir: DATA_DIR }, 'MONGODB_URI is not set: starting a local MongoDB');
    const local = await startLocalMongo(DATA_DIR);
    config.mongodbUri = local.uri;
    stopLocalMongo = local.stop;
  }
  const running = await startServer(config, logger);
  stopOnSignals(
    {
      ...running,
      stop: async () => {
        await running.stop();
        await stopLocalMongo?.();
      },
    },
    logger,
  );
} catch (error) {
  // Not a bug to trace: a developer's machine without a MongoDB is told, in words, what to do.
  if (error instanceof LocalMongoUnavailable) process.stderr.write(`${error.message}\n`);
  else logger.fatal({ err: error }, 'BFF failed to start');
  process.exit(1);
}
